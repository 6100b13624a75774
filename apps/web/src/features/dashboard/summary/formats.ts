import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@dhub/contract';
import { useMinorMoney } from '../../../hooks/useMoney';
import { useDashboardT } from '../i18n';

/** A YYYY-MM-DD day as a local date (its noon: no time zone moves it to another day). */
const dateOf = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, 12);
};
/** A Monday: weekday 0 of the API's series. */
const MONDAY = new Date(2024, 0, 1, 12);

/** How the charts and their tables write days, weekdays, hours, amounts and states, in the page's language. */
export function useChartFormats(currency: string) {
  const t = useDashboardT();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const money = useMinorMoney(currency);
  const shortDay = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' });
  const longDay = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short' });
  const hour = new Intl.DateTimeFormat(language, { hour: 'numeric' });
  const number = new Intl.NumberFormat(language);
  const compact = new Intl.NumberFormat(language, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 });
  return {
    money,
    /** Axis ticks: ₹1.2K. */
    compactMoney: (minor: number) => compact.format(minor / 100),
    number: (value: number) => number.format(value),
    shortDay: (day: string) => shortDay.format(dateOf(day)),
    longDay: (day: string) => longDay.format(dateOf(day)),
    weekday: (index: number) => weekday.format(new Date(MONDAY.getTime() + index * 86_400_000)),
    hour: (value: number) => hour.format(new Date(2024, 0, 1, value)),
    status: (status: OrderStatus) => t(`statuses.${status}`),
  };
}
export type ChartFormats = ReturnType<typeof useChartFormats>;
