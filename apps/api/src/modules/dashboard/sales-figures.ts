import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { settlements } from '../../db/orders-schema.js';
import { inPeriod, inStores, type DashboardScope } from './scope.js';

/**
 * What the stores sold in the period, from the settlements written when an order is delivered or a
 * booking completed: the revenue (their gross), the orders delivered and their average gross.
 */
export async function salesFigures(db: Executor, scope: DashboardScope) {
  const isOrder = sql`${settlements.orderId} is not null`;
  const [row] = await db
    .select({
      revenue: sql<number>`coalesce(sum(${settlements.gross}), 0)::bigint`.mapWith(Number),
      delivered: sql<number>`count(*) filter (where ${isOrder})::int`.mapWith(Number),
      averageOrderValue: sql<number>`coalesce(round(avg(${settlements.gross}) filter (where ${isOrder})), 0)::bigint`.mapWith(Number),
    })
    .from(settlements)
    .where(sql`${inStores(settlements.storeId, scope.storeIds)} and ${inPeriod(settlements.settledAt, scope)}`);
  return row!;
}
