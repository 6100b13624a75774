import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { DeliveryBoyAvailability, DeliveryBoyStatus } from '@dhub/contract';
import { DELIVERY_BOYS_NS } from '../i18n';

const AVAILABILITY_COLORS: Record<DeliveryBoyAvailability, ChipProps['color']> = {
  available: 'success',
  busy: 'warning',
  offline: 'default',
};

/** Available, busy (an order to deliver) or off duty, as computed now. */
export function AvailabilityChip({ availability }: { availability: DeliveryBoyAvailability }) {
  const { t } = useTranslation(DELIVERY_BOYS_NS);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={AVAILABILITY_COLORS[availability]}
      label={t(`availabilities.${availability}`)}
      sx={{ fontWeight: 600 }}
    />
  );
}

/** Shown only for a deactivated delivery boy. */
export function StatusChip({ status }: { status: DeliveryBoyStatus }) {
  const { t } = useTranslation(DELIVERY_BOYS_NS);
  return (
    <Chip
      size="small"
      color={status === 'active' ? 'default' : 'error'}
      variant={status === 'active' ? 'outlined' : 'filled'}
      label={t(`statuses.${status}`)}
    />
  );
}
