import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '@dhub/contract';
import { BOOKINGS_NS } from '../i18n';

const COLORS: Record<BookingStatus, ChipProps['color']> = {
  pending: 'warning',
  confirmed: 'info',
  inProgress: 'primary',
  completed: 'success',
  cancelled: 'default',
  noShow: 'error',
};

export function BookingStatusChip({ status }: { status: BookingStatus }) {
  const { t } = useTranslation(BOOKINGS_NS);
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`status.${status}`)} sx={{ fontWeight: 600 }} />;
}
