/** The dashboard's period and series: the longest span asked at once, the span when none is given, the top items' count. */
export const DASHBOARD_LIMITS = {
  spanDaysMax: 366,
  defaultDays: 30,
  topItems: 5,
} as const;

const DAY_MS = 86_400_000;

/**
 * The period a dashboard query asks for, as instants (`to` exclusive): `to` defaults to now, `from`
 * to `DASHBOARD_LIMITS.defaultDays` days before `to`. The API and the schema's check use it alike.
 */
export function dashboardPeriodOf(query: { from?: string; to?: string }, now: number = Date.now()): { from: Date; to: Date } {
  const to = query.to ? Date.parse(query.to) : now;
  const from = query.from ? Date.parse(query.from) : to - DASHBOARD_LIMITS.defaultDays * DAY_MS;
  return { from: new Date(from), to: new Date(to) };
}

/** Whether a period is longer than the dashboard reads at once. */
export const isDashboardSpanTooLong = (period: { from: Date; to: Date }): boolean =>
  period.to.getTime() - period.from.getTime() > DASHBOARD_LIMITS.spanDaysMax * DAY_MS;
