import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { dailySales } from '../../db/daily-figures-schema.js';
import { settlements } from '../../db/orders-schema.js';
import { preparedRowsOf } from '../../db/prepared.js';
import { inEdges, inStores, inWholeDays, type DashboardPeriod } from './scope.js';

interface SalesRow extends Record<string, unknown> {
  revenue: string | number;
  delivered: number;
  orders_gross: string | number;
}

/**
 * What the stores sold in the period, from the settlements written when an order is delivered or a
 * booking completed (whole days kept per day, partial ones read): the revenue (their gross), the
 * orders delivered and their average gross, rounded.
 */
export async function salesFigures(db: Executor, period: DashboardPeriod) {
  const isOrder = sql`(${settlements.orderId} is not null)::int`;
  const [row] = await preparedRowsOf<SalesRow>(
    db,
    sql`
    select coalesce(sum(gross), 0)::bigint as revenue, coalesce(sum(orders), 0)::int as delivered,
      coalesce(sum(orders_gross), 0)::bigint as orders_gross
    from (
      select ${dailySales.gross} as gross, ${dailySales.orders} as orders, ${dailySales.ordersGross} as orders_gross from ${dailySales}
      where ${inStores(dailySales.storeId, period.storeIds)} and ${inWholeDays(dailySales.day, period)}
      union all
      select ${settlements.gross}, ${isOrder}, ${settlements.gross} * ${isOrder} from ${settlements}
      where ${inStores(settlements.storeId, period.storeIds)} and ${inEdges(settlements.settledAt, period)}
    ) as sold`,
  );
  const delivered = Number(row!.delivered);
  return {
    revenue: Number(row!.revenue),
    delivered,
    averageOrderValue: delivered === 0 ? 0 : Math.round(Number(row!.orders_gross) / delivered),
  };
}
