import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../hooks/useDate';
import { BOOKINGS_NS } from './i18n';

/** A booking's time as a list shows it: its start (date and time) and how long it lasts. */
export function useSlotText() {
  const { t } = useTranslation(BOOKINGS_NS);
  const dateTime = useDateTime();
  return (booking: { startsAt: string; durationMinutes: number }) =>
    t('timeSpan', { start: dateTime(booking.startsAt), duration: t('minutes', { minutes: booking.durationMinutes }) });
}
