import { MARKETPLACE_TIME_ZONE, WEEKDAYS, type Weekday } from '@dhub/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The schedule stores a weekday as ISO day 1 (Monday) … 7. */
export const isoWeekday = (weekday: Weekday): number => WEEKDAYS.indexOf(weekday) + 1;

/** The instant a wall-clock time on a date begins where the marketplace is. */
export const startsAtSql = (date: SQL | string, start: SQL | PgColumn | string): SQL =>
  sql`((${date}::date + ${start}::time) at time zone ${MARKETPLACE_TIME_ZONE})`;
