import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { BOOKINGS_NS, useBookingStrings } from '../i18n';
import { usePendingBookingCount } from './usePendingBookingCount';

/** The menu's count of bookings waiting to be confirmed (none when there are none); screen readers hear what it counts. */
export default function PendingBookingsBadge() {
  const { t } = useTranslation(BOOKINGS_NS);
  useBookingStrings();
  const waiting = usePendingBookingCount();
  if (!waiting) return null;
  return (
    <>
      <Chip
        component="span"
        size="small"
        color="warning"
        label={waiting}
        aria-hidden
        sx={{ height: 20, fontWeight: 700, marginInlineStart: 1 }}
      />
      <span style={visuallyHidden}>{t('waiting', { count: waiting })}</span>
    </>
  );
}
