import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedByText } from '../../db/prepared.js';
import { bookings } from '../../db/bookings-schema.js';
import { categories, productRequests, STOCK_STATE_CODES, storeItemCounts } from '../../db/catalogue-schema.js';
import { isWord } from '../../db/literals.js';
import { orders } from '../../db/orders-schema.js';
import { inStores } from './scope.js';

/**
 * What waits for the vendor now, whatever the period (one statement): requests not reviewed yet,
 * items low on stock or out of it (the kept counts of the lists), orders still to accept and
 * bookings still to confirm (not those whose time ran out: the next read of the inbox or the
 * bookings rejects or cancels them). The states are literals so that the generic plans use the
 * partial indexes on placed orders and pending bookings.
 */
export async function waitingNow(db: Executor, storeIds: readonly string[]) {
  const lowStates = sql.raw([STOCK_STATE_CODES.low, STOCK_STATE_CODES.out].join(', '));
  const [row] = await preparedByText(
    db
      .select({
        productRequests: sql<number>`(select count(*) from ${productRequests} where ${inStores(productRequests.storeId, storeIds)}
        and ${isWord(productRequests.status, 'pending')})::int`.mapWith(Number),
        categoryRequests: sql<number>`(select count(*) from ${categories} where ${inStores(categories.requestedByStoreId, storeIds)}
        and ${isWord(categories.status, 'pending')})::int`.mapWith(Number),
        lowStockItems: sql<number>`(select coalesce(sum(${storeItemCounts.n}), 0) from ${storeItemCounts}
        where ${inStores(storeItemCounts.storeId, storeIds)} and ${storeItemCounts.stockState} in (${lowStates}))::int`.mapWith(Number),
        newOrders: sql<number>`(select count(*) from ${orders} where ${inStores(orders.storeId, storeIds)}
        and ${isWord(orders.status, 'placed')} and ${orders.acceptBy} > now())::int`.mapWith(Number),
        bookingsToConfirm: sql<number>`(select count(*) from ${bookings} where ${inStores(bookings.storeId, storeIds)}
        and ${isWord(bookings.status, 'pending')} and ${bookings.startsAt} > now())::int`.mapWith(Number),
      })
      .from(sql`(select 1) as one`),
  ).execute();
  const { productRequests: products, categoryRequests, ...rest } = row!;
  return { pendingRequests: products + categoryRequests, ...rest };
}
