import { useTranslation } from 'react-i18next';
import type { Coupon } from '@dhub/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorText } from '../../../i18n/errorText';
import { toast } from '../../../lib/toast';
import { useRemoveCoupon } from '../api';
import { COUPONS_NS } from '../i18n';

/** Asks before deleting a coupon; the API's refusal (e.g. a used coupon) is toasted. */
export function DeleteCouponDialog({ coupon, onClose }: { coupon: Coupon | null; onClose: () => void }) {
  const { t } = useTranslation(COUPONS_NS);
  const remove = useRemoveCoupon();
  const confirm = () => {
    if (!coupon) return;
    remove.mutate(
      { params: { id: coupon._id } },
      {
        onSuccess: ({ message }) => (toast.success(message), onClose()),
        onError: (failure) => (toast.error(errorText(failure, 'serverError')), onClose()),
      },
    );
  };
  return (
    <ConfirmDialog
      open={Boolean(coupon)}
      title={t('confirmDelete.title', { code: coupon?.code ?? '' })}
      body={t('confirmDelete.body')}
      confirmLabel={t('confirmDelete.confirm')}
      busy={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
