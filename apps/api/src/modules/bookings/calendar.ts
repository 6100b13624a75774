import { MARKETPLACE_TIME_ZONE, WEEKDAYS, type Weekday } from '@dhub/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const DAY_MS = 86_400_000;

/** The ISO date `days` after `date` (plain calendar arithmetic, no time zone involved). */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Monday … Sunday of an ISO date; the schedule stores it as ISO day 1 … 7. */
export const weekdayOf = (date: string): Weekday => WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
export const isoWeekday = (weekday: Weekday): number => WEEKDAYS.indexOf(weekday) + 1;

/** The instant a wall-clock time on a date begins where the marketplace is. */
export const startsAtSql = (date: SQL | string, start: SQL | PgColumn | string): SQL =>
  sql`((${date}::date + ${start}::time) at time zone ${MARKETPLACE_TIME_ZONE})`;

/** Today's date where the marketplace is (YYYY-MM-DD). */
export const marketplaceToday = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: MARKETPLACE_TIME_ZONE }).format(new Date());
