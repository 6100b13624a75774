import { WEEKDAYS, type Weekday, type WorkingHour } from '@dhub/contract';
import { useTranslation } from 'react-i18next';

/** 1 January 2024 was a Monday: WEEKDAYS[i] is that date + i days. */
const dayDate = (day: Weekday) => new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)));

/** Day names in the page's language (Intl, no translation keys). */
export function useDayName() {
  const { i18n } = useTranslation();
  const long = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
  const short = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  return (day: Weekday, style: 'long' | 'short' = 'long') => (style === 'long' ? long : short).format(dayDate(day));
}

export const timeRange = (entry: Pick<WorkingHour, 'fromTime' | 'toTime'>) => `${entry.fromTime}–${entry.toTime}`;

/**
 * A short summary of the open days: consecutive days with the same times are joined
 * ("Mon–Fri 09:00–21:00 · Sat 10:00–14:00"); '' when no day is open.
 */
export function useHoursSummary() {
  const dayName = useDayName();
  return (hours: readonly WorkingHour[]) => {
    const byDay = new Map(hours.map((entry) => [entry.day, entry]));
    const runs: { first: Weekday; last: Weekday; range: string }[] = [];
    WEEKDAYS.forEach((day, index) => {
      const entry = byDay.get(day);
      if (!entry) return;
      const range = timeRange(entry);
      const previous = runs[runs.length - 1];
      if (previous && previous.range === range && WEEKDAYS.indexOf(previous.last) === index - 1) previous.last = day;
      else runs.push({ first: day, last: day, range });
    });
    return runs
      .map(({ first, last, range }) =>
        first === last ? `${dayName(first, 'short')} ${range}` : `${dayName(first, 'short')}–${dayName(last, 'short')} ${range}`,
      )
      .join(' · ');
  };
}
