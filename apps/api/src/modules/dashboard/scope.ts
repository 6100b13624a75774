import { MARKETPLACE_TIME_ZONE } from '@dhub/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** What every dashboard query reads: some of the vendor's stores (never none: see summary.ts) and a period, `to` exclusive. */
export interface DashboardScope {
  storeIds: readonly string[];
  from: Date;
  to: Date;
}

/** `column = any('{…}'::uuid[])`: one parameter whatever the number of stores, so one statement text (and plan) for all. */
export const inStores = (column: PgColumn | SQL, storeIds: readonly string[]): SQL =>
  sql`${column} = any(${`{${storeIds.join(',')}}`}::uuid[])`;

/** `from <= column < to`. */
export const inPeriod = (column: PgColumn | SQL, { from, to }: Pick<DashboardScope, 'from' | 'to'>): SQL =>
  sql`${column} >= ${from.toISOString()}::timestamptz and ${column} < ${to.toISOString()}::timestamptz`;

/**
 * The marketplace's time zone as a literal (the code's constant, never input): an expression of it
 * is the same text in a select and its group by, which a parameter per use would not be.
 */
const TIME_ZONE = sql.raw(`'${MARKETPLACE_TIME_ZONE.replace(/'/g, "''")}'`);

/** An instant's wall clock where the marketplace is (a timestamp without zone). */
export const localTime = (instant: PgColumn | SQL): SQL => sql`((${instant}) at time zone ${TIME_ZONE})`;

/** An instant's day where the marketplace is. */
export const localDay = (instant: PgColumn | SQL): SQL => sql`${localTime(instant)}::date`;
