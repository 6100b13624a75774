import { settle } from '@dhub/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orders, settlements } from '../../db/orders-schema.js';
import { stores } from '../../db/schema.js';

/** Records what the store earns from an order just delivered (the contract's `settle`, at the store's commission rate now). */
export async function settleOrder(tx: Executor, orderId: string): Promise<void> {
  const [order] = await tx
    .select({
      storeId: orders.storeId,
      paymentMethod: orders.paymentMethod,
      subtotal: orders.subtotal,
      deliveryCharge: orders.deliveryCharge,
      discount: orders.discount,
      couponKind: orders.couponKind,
      rate: stores.commissionRate,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.id, orderId));
  const { rate, storeId, paymentMethod, ...amounts } = order!;
  await tx.insert(settlements).values({ orderId, storeId, paymentMethod, ...settle(amounts, rate) });
}
