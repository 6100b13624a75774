import { settle, type Settlement } from '@dhub/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { bookings } from '../db/bookings-schema.js';
import { orders, settlements } from '../db/orders-schema.js';
import { iso } from '../db/paging.js';
import { stores } from '../db/schema.js';

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

/** Records what the store earns from a booking just completed (no delivery charge). */
export async function settleBooking(tx: Executor, bookingId: string): Promise<void> {
  const [booking] = await tx
    .select({
      storeId: bookings.storeId,
      paymentMethod: bookings.paymentMethod,
      subtotal: bookings.price,
      discount: bookings.discount,
      couponKind: bookings.couponKind,
      rate: stores.commissionRate,
    })
    .from(bookings)
    .innerJoin(stores, eq(stores.id, bookings.storeId))
    .where(eq(bookings.id, bookingId));
  const { rate, storeId, paymentMethod, ...amounts } = booking!;
  await tx.insert(settlements).values({ bookingId, storeId, paymentMethod, ...settle({ ...amounts, deliveryCharge: 0 }, rate) });
}

/** A settlement as the API answers it. */
export const toSettlement = (row: typeof settlements.$inferSelect): Settlement => ({
  gross: row.gross,
  couponCost: row.couponCost,
  deliveryCharge: row.deliveryCharge,
  commissionRate: row.commissionRate,
  commission: row.commission,
  net: row.net,
  settledAt: iso(row.settledAt),
});
