import { couponCodeKey, couponDiscount, type CouponKind } from '@dhub/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { coupons } from '../db/coupons-schema.js';
import { couponRedemptions } from '../db/orders-schema.js';
import { HttpError } from '../lib/http-error.js';

export interface CouponUse {
  couponId: string;
  code: string;
  kind: CouponKind;
  discount: number;
}

const withinWindow = sql`${coupons.isActive} and ${coupons.startsAt} <= now() and ${coupons.endsAt} > now()`;

/**
 * Takes one use of the store's coupon for an order or booking being placed, or refuses it with the rule it
 * breaks. The use is counted by one row update conditioned on the total limit, which also locks the
 * coupon until the sale's transaction ends: concurrent orders and bookings take turns, so neither the
 * total nor the per-customer limit (counted after the lock) can be passed. Lock order: coupon, then stock.
 */
export async function useCoupon(
  tx: Executor,
  order: { storeId: string; customerId: string; code: string; subtotal: number; deliveryCharge: number },
): Promise<CouponUse> {
  const [coupon] = await tx
    .select({
      id: coupons.id,
      code: coupons.code,
      kind: coupons.kind,
      value: coupons.value,
      maxDiscount: coupons.maxDiscount,
      minOrder: coupons.minOrder,
      perCustomerLimit: coupons.perCustomerLimit,
      current: sql<boolean>`${withinWindow}`,
    })
    .from(coupons)
    .where(and(eq(coupons.storeId, order.storeId), eq(coupons.code, couponCodeKey(order.code))));
  if (!coupon) throw new HttpError(409, 'couponInvalid');
  if (!coupon.current) throw new HttpError(409, 'couponNotActive');
  if (order.subtotal < coupon.minOrder) throw new HttpError(409, 'couponMinOrder');
  const [taken] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(eq(coupons.id, coupon.id), withinWindow, sql`(${coupons.totalLimit} is null or ${coupons.usedCount} < ${coupons.totalLimit})`),
    )
    .returning({ id: coupons.id });
  if (!taken) throw new HttpError(409, 'couponUsedUp');
  if (coupon.perCustomerLimit !== null) {
    const [used] = await tx
      .select({ n: count() })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.customerId, order.customerId)));
    if ((used?.n ?? 0) >= coupon.perCustomerLimit) throw new HttpError(409, 'couponCustomerLimit');
  }
  return { couponId: coupon.id, code: coupon.code, kind: coupon.kind, discount: couponDiscount(coupon, order) };
}

/** Which sale holds a coupon use: an order or a booking. */
export type Sale = { orderId: string; bookingId?: undefined } | { bookingId: string; orderId?: undefined };

/** Records the use `useCoupon` took, for the sale just inserted (what a per-customer limit counts, and a cancellation gives back). */
export async function recordCouponUse(tx: Executor, use: CouponUse, customerId: string, sale: Sale): Promise<void> {
  await tx
    .insert(couponRedemptions)
    .values({ couponId: use.couponId, customerId, orderId: sale.orderId ?? null, bookingId: sale.bookingId ?? null });
}

/** Gives back the coupon uses of sales that were rejected or cancelled (coupons locked in id order, before any stock or slot). */
export async function releaseCoupons(
  tx: Executor,
  sales: { orderIds: readonly string[] } | { bookingIds: readonly string[] },
): Promise<void> {
  const where =
    'orderIds' in sales
      ? sales.orderIds.length && inArray(couponRedemptions.orderId, [...sales.orderIds])
      : sales.bookingIds.length && inArray(couponRedemptions.bookingId, [...sales.bookingIds]);
  if (!where) return;
  const released = await tx.delete(couponRedemptions).where(where).returning({ couponId: couponRedemptions.couponId });
  const uses = new Map<string, number>();
  for (const { couponId } of released) uses.set(couponId, (uses.get(couponId) ?? 0) + 1);
  for (const couponId of [...uses.keys()].sort()) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} - ${uses.get(couponId)!}` })
      .where(eq(coupons.id, couponId));
  }
}
