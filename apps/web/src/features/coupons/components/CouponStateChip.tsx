import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { CouponState } from '@dhub/contract';
import { COUPONS_NS } from '../i18n';

const COLORS: Record<CouponState, ChipProps['color']> = {
  active: 'success',
  scheduled: 'info',
  expired: 'default',
  usedUp: 'warning',
  off: 'default',
};

/** The coupon's state now (the server's): active, scheduled, expired, used up or off. */
export function CouponStateChip({ state }: { state: CouponState }) {
  const { t } = useTranslation(COUPONS_NS);
  return <Chip size="small" variant="outlined" color={COLORS[state]} label={t(`states.${state}`)} sx={{ fontWeight: 600 }} />;
}
