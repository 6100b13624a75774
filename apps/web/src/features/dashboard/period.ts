import type { DashboardQuery } from '@dhub/contract';

/** The period picker's choices: the last 7, 30 or 90 days (today included), this month so far, or days chosen. */
export const PERIODS = ['last7', 'last30', 'last90', 'month', 'custom'] as const;
export type PeriodName = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: PeriodName = 'last30';

const LAST_DAYS: Partial<Record<PeriodName, number>> = { last7: 7, last30: 30, last90: 90 };

/** What the dashboard's address says (`?period=last7`, `?period=custom&from=2026-05-01&to=2026-05-31`, `&store=<id>`). */
export interface DashboardView {
  period: PeriodName;
  /** Local days (YYYY-MM-DD), both included: the chosen ones for `custom`, else the preset's. */
  from: string;
  to: string;
  storeId: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
/** A local day as YYYY-MM-DD. */
export const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** The local midnight starting a day, `plusDays` later. */
const midnight = (day: string, plusDays = 0) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + plusDays);
};
const isPeriod = (value: string | null): value is PeriodName => PERIODS.includes(value as PeriodName);

/** The view an address asks for (unknown values: the default), on the day `now` is. */
export function viewOf(params: URLSearchParams, now = new Date()): DashboardView {
  const asked = params.get('period');
  const period = isPeriod(asked) ? asked : DEFAULT_PERIOD;
  const today = dayOf(now);
  const storeId = params.get('store') ?? '';
  if (period === 'custom') {
    const day = (name: 'from' | 'to') => {
      const value = params.get(name) ?? '';
      return DAY_PATTERN.test(value) ? value : '';
    };
    return { period, from: day('from'), to: day('to'), storeId };
  }
  const from = period === 'month' ? `${today.slice(0, 8)}01` : dayOf(midnight(today, 1 - (LAST_DAYS[period] ?? 30)));
  return { period, from, to: today, storeId };
}

/** The address of a view (the default period and all stores left out). */
export function paramsOf(view: DashboardView): Record<string, string> {
  return {
    ...(view.period !== DEFAULT_PERIOD && { period: view.period }),
    ...(view.period === 'custom' && view.from && { from: view.from }),
    ...(view.period === 'custom' && view.to && { to: view.to }),
    ...(view.storeId && { store: view.storeId }),
  };
}

/** The API's query of a view: from the first day's local midnight to the one after the last day; null while a custom day is missing. */
export function summaryQueryOf(view: DashboardView): DashboardQuery | null {
  if (!view.from || !view.to) return null;
  return {
    from: midnight(view.from).toISOString(),
    to: midnight(view.to, 1).toISOString(),
    ...(view.storeId && { storeId: view.storeId }),
  };
}
