import { MARKETPLACE_TIME_ZONE } from '@dhub/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { preparedRowsOf } from '../../db/prepared.js';

/** What every dashboard query reads: some of the vendor's stores (never none: see summary.ts) and a period, `to` exclusive. */
export interface DashboardScope {
  storeIds: readonly string[];
  from: Date;
  to: Date;
}

/**
 * A period cut where the marketplace's days begin: the whole days in it, `firstDay` to `endDay`
 * (exclusive, as YYYY-MM-DD), read from the kept daily figures; and its edges, [from, wholeFrom) and
 * [wholeTo, to), read from the rows themselves. A period without a whole day is all edge.
 */
export interface DashboardPeriod extends DashboardScope {
  firstDay: string;
  endDay: string;
  wholeFrom: Date;
  wholeTo: Date;
}

/** `column = any('{…}'::uuid[])`: one parameter whatever the number of stores, so one statement text (and plan) for all. */
export const inStores = (column: PgColumn | SQL, storeIds: readonly string[]): SQL =>
  sql`${column} = any(${`{${storeIds.join(',')}}`}::uuid[])`;

const instant = (value: Date): SQL => sql`${value.toISOString()}::timestamptz`;

/** `from <= column < to`. */
export const inPeriod = (column: PgColumn | SQL, { from, to }: Pick<DashboardScope, 'from' | 'to'>): SQL =>
  sql`${column} >= ${instant(from)} and ${column} < ${instant(to)}`;

/** A kept day column within the period's whole days. */
export const inWholeDays = (day: PgColumn | SQL, period: DashboardPeriod): SQL =>
  sql`${day} >= ${period.firstDay}::date and ${day} < ${period.endDay}::date`;

/** An instant column within the period's partial first or last day. */
export const inEdges = (column: PgColumn | SQL, period: DashboardPeriod): SQL =>
  sql`(${inPeriod(column, { from: period.from, to: period.wholeFrom })} or ${inPeriod(column, { from: period.wholeTo, to: period.to })})`;

/**
 * The marketplace's time zone as a literal (the code's constant, never input): an expression of it
 * is the same text in a select and its group by, which a parameter per use would not be.
 */
const TIME_ZONE = sql.raw(`'${MARKETPLACE_TIME_ZONE.replace(/'/g, "''")}'`);

/** An instant's wall clock where the marketplace is (a timestamp without zone). */
export const localTime = (value: PgColumn | SQL): SQL => sql`((${value}) at time zone ${TIME_ZONE})`;

/** An instant's day where the marketplace is: the function the daily figures' triggers use (migration 0034). */
export const marketplaceDay = (value: PgColumn | SQL): SQL => sql`marketplace_day(${value})`;

interface PeriodRow extends Record<string, unknown> {
  first_day: string;
  end_day: string;
  whole_from: string;
  whole_to: string;
}

/** An instant as ISO 8601 text in UTC, whichever driver reads it. */
const iso = (value: SQL): SQL => sql`to_char((${value}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Cuts a period where the marketplace's days begin (the database's time zone rules). */
export async function periodOf(db: Executor, scope: DashboardScope): Promise<DashboardPeriod> {
  const from = localTime(instant(scope.from));
  const [row] = await preparedRowsOf<PeriodRow>(
    db,
    sql`
    select to_char(first_day, 'YYYY-MM-DD') as first_day, to_char(end_day, 'YYYY-MM-DD') as end_day,
      ${iso(sql`case when end_day > first_day then first_day::timestamp at time zone ${TIME_ZONE} else ${instant(scope.to)} end`)} as whole_from,
      ${iso(sql`case when end_day > first_day then end_day::timestamp at time zone ${TIME_ZONE} else ${instant(scope.to)} end`)} as whole_to
    from (select case when ${from} = date_trunc('day', ${from}) then ${from}::date else ${from}::date + 1 end as first_day,
      ${localTime(instant(scope.to))}::date as end_day) as days`,
  );
  return {
    ...scope,
    firstDay: row!.first_day,
    endDay: row!.end_day,
    wholeFrom: new Date(row!.whole_from),
    wholeTo: new Date(row!.whole_to),
  };
}
