import { ORDER_STATUSES, type OrderStatus } from '@dhub/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { dailyOrders } from '../../db/daily-figures-schema.js';
import { isWord } from '../../db/literals.js';
import { orders } from '../../db/orders-schema.js';
import { preparedRowsOf } from '../../db/prepared.js';
import { inEdges, inPeriod, inStores, inWholeDays, type DashboardPeriod } from './scope.js';

/**
 * The orders placed in the period by their state now: every state, in the order states follow
 * (zeros included). A placed order whose time to accept ran out counts as rejected, which the next
 * read of the inbox makes it: the kept whole days count it as placed, so those few (found by the
 * placed orders' partial index) move over.
 */
export async function ordersByStatus(db: Executor, period: DashboardPeriod): Promise<{ status: OrderStatus; count: number }[]> {
  const stores = (column: typeof orders.storeId | typeof dailyOrders.storeId) => inStores(column, period.storeIds);
  const expired = sql`${stores(orders.storeId)} and ${isWord(orders.status, 'placed')} and ${orders.acceptBy} <= now()`;
  const rows = await preparedRowsOf<{ status: OrderStatus; n: number }>(
    db,
    sql`
    with expired as (
      select count(*)::int as n from ${orders}
      where ${expired} and ${inPeriod(orders.placedAt, { from: period.wholeFrom, to: period.wholeTo })}
    )
    select status, sum(n)::int as n from (
      select ${dailyOrders.status}::text as status, ${dailyOrders.n} as n from ${dailyOrders}
      where ${stores(dailyOrders.storeId)} and ${inWholeDays(dailyOrders.day, period)}
      union all
      select case when ${orders.status} = 'placed' and ${orders.acceptBy} <= now() then 'rejected' else ${orders.status}::text end, 1
      from ${orders} where ${stores(orders.storeId)} and ${inEdges(orders.placedAt, period)}
      union all select 'placed', -n from expired
      union all select 'rejected', n from expired
    ) as counted
    group by status`,
  );
  return ORDER_STATUSES.map((name) => ({ status: name, count: Number(rows.find((row) => row.status === name)?.n ?? 0) }));
}
