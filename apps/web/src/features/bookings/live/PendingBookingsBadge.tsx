import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../components/CountBadge';
import { BOOKINGS_NS, useBookingStrings } from '../i18n';
import { usePendingBookingCount } from './usePendingBookingCount';

/** The menu's count of bookings waiting to be confirmed. */
export default function PendingBookingsBadge() {
  const { t } = useTranslation(BOOKINGS_NS);
  useBookingStrings();
  const waiting = usePendingBookingCount();
  return <CountBadge count={waiting} label={t('waiting', { count: waiting })} />;
}
