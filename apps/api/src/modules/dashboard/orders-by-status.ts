import { ORDER_STATUSES, type OrderStatus } from '@dhub/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/orders-schema.js';
import { inPeriod, inStores, type DashboardScope } from './scope.js';

/**
 * The orders placed in the period by their state now: every state, in the order states follow
 * (zeros included). A placed order whose time to accept ran out counts as rejected, which the next
 * read of the inbox makes it.
 */
export async function ordersByStatus(db: Executor, scope: DashboardScope): Promise<{ status: OrderStatus; count: number }[]> {
  const status = sql<OrderStatus>`case when ${orders.status} = 'placed' and ${orders.acceptBy} <= now() then 'rejected' else ${orders.status}::text end`;
  const rows = await db
    .select({ status, count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(orders)
    .where(sql`${inStores(orders.storeId, scope.storeIds)} and ${inPeriod(orders.placedAt, scope)}`)
    .groupBy(status);
  return ORDER_STATUSES.map((name) => ({ status: name, count: rows.find((row) => row.status === name)?.count ?? 0 }));
}
