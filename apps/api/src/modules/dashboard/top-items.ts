import { DASHBOARD_LIMITS, type TopItem } from '@dhub/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orderLines, settlements } from '../../db/orders-schema.js';
import { inPeriod, inStores, type DashboardScope } from './scope.js';

/**
 * The products that brought the most in the orders delivered (settled) in the period, by the lines'
 * totals: a product of the list by its item (whatever the variation), a removed one by its name.
 */
export async function topItems(db: Executor, scope: DashboardScope): Promise<TopItem[]> {
  const product = sql`coalesce(${orderLines.storeItemId}::text, 'name:' || ${orderLines.name})`;
  const revenue = sql`sum(${orderLines.total})`;
  const quantity = sql`sum(${orderLines.quantity})`;
  const name = sql`min(${orderLines.name})`;
  return db
    .select({
      itemId: sql<string | null>`min(${orderLines.storeItemId}::text)`,
      name: sql<string>`${name}`,
      quantity: sql<number>`${quantity}::bigint`.mapWith(Number),
      revenue: sql<number>`${revenue}::bigint`.mapWith(Number),
    })
    .from(settlements)
    .innerJoin(orderLines, sql`${orderLines.orderId} = ${settlements.orderId}`)
    .where(sql`${inStores(settlements.storeId, scope.storeIds)} and ${inPeriod(settlements.settledAt, scope)}`)
    .groupBy(product)
    .orderBy(sql`${revenue} desc, ${quantity} desc, ${name}`)
    .limit(DASHBOARD_LIMITS.topItems);
}
