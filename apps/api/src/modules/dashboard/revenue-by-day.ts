import type { RevenueDay } from '@dhub/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { dailyOrders, dailySales } from '../../db/daily-figures-schema.js';
import { orders, settlements } from '../../db/orders-schema.js';
import { preparedRowsOf } from '../../db/prepared.js';
import { inEdges, inStores, inWholeDays, localTime, marketplaceDay, type DashboardPeriod } from './scope.js';

interface DayRow extends Record<string, unknown> {
  date: string;
  revenue: string | number;
  orders: number;
}

/**
 * Every day of the period where the marketplace is (its first and last days may be partial), with
 * the gross settled and the orders placed that day; days without either are zeros. Whole days come
 * from the kept daily figures, the partial ones from the settlements and orders.
 */
export async function revenueByDay(db: Executor, period: DashboardPeriod): Promise<RevenueDay[]> {
  const first = sql`${localTime(sql`${period.from.toISOString()}::timestamptz`)}::date`;
  // `to` is exclusive: the last day is the one of the last microsecond before it.
  const last = sql`${localTime(sql`${period.to.toISOString()}::timestamptz - interval '1 microsecond'`)}::date`;
  const rows = await preparedRowsOf<DayRow>(
    db,
    sql`
    with revenue as (
      select day, sum(gross)::bigint as revenue from (
        select ${dailySales.day} as day, ${dailySales.gross} as gross from ${dailySales}
        where ${inStores(dailySales.storeId, period.storeIds)} and ${inWholeDays(dailySales.day, period)}
        union all
        select ${marketplaceDay(settlements.settledAt)}, ${settlements.gross} from ${settlements}
        where ${inStores(settlements.storeId, period.storeIds)} and ${inEdges(settlements.settledAt, period)}
      ) as sold group by day
    ), placed as (
      select day, sum(n)::int as orders from (
        select ${dailyOrders.day} as day, ${dailyOrders.n} as n from ${dailyOrders}
        where ${inStores(dailyOrders.storeId, period.storeIds)} and ${inWholeDays(dailyOrders.day, period)}
        union all
        select ${marketplaceDay(orders.placedAt)}, 1 from ${orders}
        where ${inStores(orders.storeId, period.storeIds)} and ${inEdges(orders.placedAt, period)}
      ) as counted group by day
    )
    select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(revenue.revenue, 0) as revenue, coalesce(placed.orders, 0) as orders
    from (select day::date as day from generate_series(${first}, ${last}, interval '1 day') as day) as days
    left join revenue on revenue.day = days.day
    left join placed on placed.day = days.day
    order by days.day`,
  );
  return rows.map((row) => ({ date: row.date, revenue: Number(row.revenue), orders: Number(row.orders) }));
}
