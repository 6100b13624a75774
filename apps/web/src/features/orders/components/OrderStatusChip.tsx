import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@dhub/contract';
import { ORDERS_NS } from '../i18n';

const COLORS: Record<OrderStatus, ChipProps['color']> = {
  placed: 'warning',
  accepted: 'info',
  preparing: 'info',
  ready: 'primary',
  outForDelivery: 'primary',
  delivered: 'success',
  rejected: 'error',
  cancelled: 'default',
};

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation(ORDERS_NS);
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`status.${status}`)} sx={{ fontWeight: 600 }} />;
}
