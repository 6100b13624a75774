import { useTranslation } from 'react-i18next';
import { useDate } from '../../hooks/useDate';
import { dayValue } from '../../lib/calendarDate';
import { BOOKINGS_NS } from './i18n';

/**
 * A booking's time as a list shows it: its day and start on the store's wall clock (as the schedule
 * shows its slots, wherever the vendor's browser is) and how long it lasts.
 */
export function useSlotText() {
  const { t } = useTranslation(BOOKINGS_NS);
  const date = useDate();
  return (booking: { date: string; start: string; durationMinutes: number }) =>
    t('timeSpan', {
      start: `${date(dayValue(booking.date))} ${booking.start}`,
      duration: t('minutes', { minutes: booking.durationMinutes }),
    });
}
