import type { RevenueDay } from '@dhub/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orders, settlements } from '../../db/orders-schema.js';
import { inPeriod, inStores, localDay, type DashboardScope } from './scope.js';

interface DayRow extends Record<string, unknown> {
  date: string;
  revenue: string | number;
  orders: number;
}

/**
 * Every day of the period where the marketplace is (its first and last days may be partial), with
 * the gross settled and the orders placed that day; days without either are zeros.
 */
export async function revenueByDay(db: Executor, scope: DashboardScope): Promise<RevenueDay[]> {
  const first = localDay(sql`${scope.from.toISOString()}::timestamptz`);
  // `to` is exclusive: the last day is the one of the last microsecond before it.
  const last = localDay(sql`${scope.to.toISOString()}::timestamptz - interval '1 microsecond'`);
  const result = await db.execute<DayRow>(sql`
    with revenue as (
      select ${localDay(settlements.settledAt)} as day, sum(${settlements.gross})::bigint as revenue
      from ${settlements}
      where ${inStores(settlements.storeId, scope.storeIds)} and ${inPeriod(settlements.settledAt, scope)}
      group by 1
    ), placed as (
      select ${localDay(orders.placedAt)} as day, count(*)::int as orders
      from ${orders}
      where ${inStores(orders.storeId, scope.storeIds)} and ${inPeriod(orders.placedAt, scope)}
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(revenue.revenue, 0) as revenue, coalesce(placed.orders, 0) as orders
    from (select day::date as day from generate_series(${first}, ${last}, interval '1 day') as day) as days
    left join revenue on revenue.day = days.day
    left join placed on placed.day = days.day
    order by days.day`);
  const rows = (result as unknown as { rows: DayRow[] }).rows;
  return rows.map((row) => ({ date: row.date, revenue: Number(row.revenue), orders: Number(row.orders) }));
}
