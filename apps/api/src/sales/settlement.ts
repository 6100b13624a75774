import { settle, type Settlement } from '@dhub/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { bookings } from '../db/bookings-schema.js';
import { orders, settlements } from '../db/orders-schema.js';
import { iso } from '../db/paging.js';
import { stores } from '../db/schema.js';
import { availableAfterHold } from '../money/hold.js';
import { commissionRateNow } from '../plans/in-force.js';
import { appendEntries } from '../money/ledger.js';

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
      rate: commissionRateNow(stores.id, stores.commissionRate),
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.id, orderId));
  const { rate, storeId, paymentMethod, ...amounts } = order!;
  await record(tx, { orderId, storeId, paymentMethod, ...settle(amounts, rate) });
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
      rate: commissionRateNow(stores.id, stores.commissionRate),
    })
    .from(bookings)
    .innerJoin(stores, eq(stores.id, bookings.storeId))
    .where(eq(bookings.id, bookingId));
  const { rate, storeId, paymentMethod, ...amounts } = booking!;
  await record(tx, { bookingId, storeId, paymentMethod, ...settle({ ...amounts, deliveryCharge: 0 }, rate) });
}

/**
 * The settlement and its wallet entries, available after the marketplace's hold: the gross
 * earned, the store's coupon and the commission; on cash on delivery the store already holds
 * the customer's money, so that leaves the wallet too (what remains is the commission it owes).
 */
async function record(tx: Executor, values: Omit<typeof settlements.$inferInsert, 'availableAt'>): Promise<void> {
  const [settlement] = await tx
    .insert(settlements)
    .values({ ...values, availableAt: availableAfterHold })
    .returning({ id: settlements.id, availableAt: settlements.availableAt });
  const { id: settlementId, availableAt } = settlement!;
  const cash = values.paymentMethod === 'cod' ? values.gross - values.couponCost : 0;
  await appendEntries(tx, values.storeId, [
    { type: 'earning', amount: values.gross, availableAt, settlementId },
    { type: 'couponCost', amount: -values.couponCost, availableAt, settlementId },
    { type: 'commission', amount: -values.commission, availableAt, settlementId },
    { type: 'cashCollected', amount: -cash, availableAt, settlementId },
  ]);
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
  availableAt: iso(row.availableAt),
});
