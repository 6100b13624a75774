import {
  CUSTOMER_CANCELLABLE,
  RESTOCKING_STATUSES,
  VENDOR_ORDER_ACTIONS,
  type OrderActionBody,
  type OrderActor,
  type OrderDetail,
  type OrderStatus,
} from '@dhub/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { oneOf } from '../../db/one-of.js';
import type { Database } from '../../db/client.js';
import { orderEvents, orders } from '../../db/orders-schema.js';
import { HttpError } from '../../lib/http-error.js';
import { rejectExpiredOrders } from './expiry.js';
import { readOrder } from './order-read.js';
import { giveBack } from './give-back.js';
import { settleOrder } from '../../sales/settlement.js';
import { refundedIfPaid } from '../../sales/payment.js';

interface Move {
  /** The order, narrowed to who may act on it (its stores, or its customer). */
  where: SQL;
  from: readonly OrderStatus[];
  to: OrderStatus;
  by: OrderActor;
  note?: string;
  /** Columns the move also sets (a preparation time…). */
  set?: Partial<Pick<typeof orders.$inferInsert, 'prepMinutes' | 'reason'>> & { acceptedAt?: SQL; readyBy?: SQL };
  /** The placed order must still be within its acceptance time. */
  beforeAcceptBy?: boolean;
}

/**
 * One state change, decided by the row update's own condition (the order is in a state the move
 * starts from), so of two screens racing on one order exactly one wins; the other gets 409
 * orderStatusChanged (404 when the order is not the actor's). With its timeline entry, the stock
 * and coupon given back, the payment's new state and, once delivered, the settlement, in the same transaction.
 */
async function move(db: Database, { where, from, to, by, note, set = {}, beforeAcceptBy }: Move): Promise<void> {
  const paymentStatus =
    to === 'delivered'
      ? sql`'paid'::payment_status`
      : RESTOCKING_STATUSES.includes(to)
        ? refundedIfPaid(orders.paymentStatus)
        : orders.paymentStatus;
  const moved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: to, paymentStatus, updatedAt: sql`now()`, ...set })
      .where(and(where, inArray(orders.status, [...from]), beforeAcceptBy ? sql`${orders.acceptBy} > now()` : undefined))
      .returning({ id: orders.id });
    if (!row) return false;
    await tx.insert(orderEvents).values({ orderId: row.id, status: to, by, note: note ?? null });
    if (RESTOCKING_STATUSES.includes(to)) await giveBack(tx, [row.id]);
    if (to === 'delivered') await settleOrder(tx, row.id);
    return true;
  });
  if (moved) return;
  const [exists] = await db.select({ id: orders.id }).from(orders).where(where);
  throw exists ? new HttpError(409, 'orderStatusChanged') : new HttpError(404, 'orderNotFound');
}

/** The orders of a vendor's stores (none: no order). */
export const ofStores = (storeIds: readonly string[]): SQL => oneOf(orders.storeId, storeIds);
export const ofCustomer = (customerId: string): SQL => eq(orders.customerId, customerId);
const byId = (id: string, scope: SQL) => and(eq(orders.id, id), scope)!;

/** The vendor's action on an order of its stores; answers the order as it now is. */
export async function actOnOrder(db: Database, stores: SQL, id: string, body: OrderActionBody): Promise<OrderDetail> {
  await rejectExpiredOrders(db, stores);
  const where = byId(id, stores);
  const { from, to } = VENDOR_ORDER_ACTIONS[body.action];
  const base = { where, from, to, by: 'vendor' as const };
  switch (body.action) {
    case 'accept':
      await move(db, {
        ...base,
        beforeAcceptBy: true,
        note: `${body.prepMinutes} min`,
        set: { prepMinutes: body.prepMinutes, acceptedAt: sql`now()`, readyBy: sql`now() + make_interval(mins => ${body.prepMinutes})` },
      });
      break;
    case 'reject':
    case 'cancel':
      await move(db, { ...base, note: body.reason, set: { reason: body.reason } });
      break;
    default:
      await move(db, base);
  }
  return (await readOrder(db, where))!;
}

/** An order of `scope` (a vendor's stores, a customer), expired ones rejected first. */
export async function readScopedOrder(db: Database, scope: SQL, id: string): Promise<OrderDetail> {
  await rejectExpiredOrders(db, scope);
  const order = await readOrder(db, byId(id, scope));
  if (!order) throw new HttpError(404, 'orderNotFound');
  return order;
}

/** The customer cancels its order before the store accepted it. */
export async function cancelByCustomer(db: Database, customerId: string, id: string, reason: string | undefined): Promise<OrderDetail> {
  const where = byId(id, ofCustomer(customerId));
  await rejectExpiredOrders(db, where);
  await move(db, { where, from: CUSTOMER_CANCELLABLE, to: 'cancelled', by: 'customer', note: reason, set: { reason: reason ?? null } });
  return (await readOrder(db, where))!;
}
