import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@dhub/contract';
import { errorText } from '../../../i18n/errorText';
import { toast } from '../../../lib/toast';
import { useEditCoupon } from '../api';
import { switchedBody } from '../couponForm';
import { COUPONS_NS } from '../i18n';

export interface CouponActions {
  onEdit: (coupon: Coupon) => void;
  onDelete: (coupon: Coupon) => void;
}

/** A coupon's on/off switch (saves the whole coupon with the switch flipped). */
export function CouponSwitch({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation(COUPONS_NS);
  const edit = useEditCoupon();
  const toggle = (isActive: boolean) =>
    edit.mutate(
      { params: { id: coupon._id }, body: switchedBody(coupon, isActive) },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (failure) => toast.error(errorText(failure, 'serverError')),
      },
    );
  return (
    <Switch
      checked={edit.isPending ? !coupon.isActive : coupon.isActive}
      disabled={edit.isPending}
      onChange={(_event, checked) => toggle(checked)}
      slotProps={{ input: { 'aria-label': t('toggle', { code: coupon.code }) } }}
    />
  );
}

/** A coupon's edit and delete buttons. */
export function CouponButtons({ coupon, onEdit, onDelete }: { coupon: Coupon } & CouponActions) {
  const { t } = useTranslation(COUPONS_NS);
  return (
    <Stack direction="row" spacing={0.5}>
      <IconButton aria-label={t('edit', { code: coupon.code })} title={t('edit', { code: coupon.code })} onClick={() => onEdit(coupon)}>
        <EditOutlined fontSize="small" />
      </IconButton>
      <IconButton
        aria-label={t('delete', { code: coupon.code })}
        title={t('delete', { code: coupon.code })}
        onClick={() => onDelete(coupon)}
        sx={{ '&:hover': { color: 'error.main' } }}
      >
        <DeleteOutlined fontSize="small" />
      </IconButton>
    </Stack>
  );
}
