import {
  CUSTOMER_CANCELLABLE_BOOKING,
  VENDOR_BOOKING_ACTIONS,
  type BookingActionBody,
  type BookingDetail,
  type BookingStatus,
  type OrderActor,
} from '@dhub/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { oneOf } from '../../db/one-of.js';
import { bookingEvents, bookings } from '../../db/bookings-schema.js';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import { releaseCoupons } from '../../sales/coupon-use.js';
import { refundedIfPaid } from '../../sales/payment.js';
import { settleBooking } from '../../sales/settlement.js';
import { readBooking } from './booking-read.js';
import { cancelUnconfirmedBookings } from './expiry.js';
import { takeSlotPlace } from './slot-place.js';

/** The bookings of a vendor's stores (none: no booking), or of a customer. */
export const ofStores = (storeIds: readonly string[]): SQL => oneOf(bookings.storeId, storeIds);
export const ofCustomer = (customerId: string): SQL => eq(bookings.customerId, customerId);
const byId = (id: string, scope: SQL) => and(eq(bookings.id, id), scope)!;

interface Move {
  where: SQL;
  from: readonly BookingStatus[];
  to: BookingStatus;
  by: OrderActor;
  reason?: string;
  /** A no-show only once the slot has begun. */
  started?: boolean;
}

/** 409 if the booking exists for the actor (it moved on), else 404. */
async function refuse(
  db: Database,
  where: SQL,
  code: 'bookingStatusChanged' | 'bookingNotStarted' = 'bookingStatusChanged',
): Promise<never> {
  const [exists] = await db.select({ id: bookings.id }).from(bookings).where(where);
  throw exists ? new HttpError(409, code) : new HttpError(404, 'bookingNotFound');
}

/**
 * One state change, decided by the row update's own condition (the booking is in a state the move
 * starts from), so of two screens racing exactly one wins. With its timeline entry, the coupon given
 * back and the payment refunded when cancelled or a no-show's online payment kept, and the
 * settlement once completed, in the same transaction.
 */
async function move(db: Database, { where, from, to, by, reason, started }: Move): Promise<void> {
  const paymentStatus =
    to === 'completed' ? sql`'paid'::payment_status` : to === 'cancelled' ? refundedIfPaid(bookings.paymentStatus) : bookings.paymentStatus;
  const moved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({ status: to, paymentStatus, updatedAt: sql`now()`, ...(reason !== undefined && { reason }) })
      .where(and(where, inArray(bookings.status, [...from]), started ? sql`${bookings.startsAt} <= now()` : undefined))
      .returning({ id: bookings.id });
    if (!row) return false;
    await tx.insert(bookingEvents).values({ bookingId: row.id, status: to, by, note: reason ?? null });
    if (to === 'cancelled') await releaseCoupons(tx, { bookingIds: [row.id] });
    if (to === 'completed') await settleBooking(tx, row.id);
    return true;
  });
  if (moved) return;
  const [state] = await db.select({ status: bookings.status }).from(bookings).where(where);
  await refuse(db, where, started && state && from.includes(state.status) ? 'bookingNotStarted' : 'bookingStatusChanged');
}

/** Moves a pending or confirmed booking to a free place in another slot or date (the vendor's reschedule). */
async function reschedule(db: Database, where: SQL, target: { slotId: string; date: string }): Promise<void> {
  const from = VENDOR_BOOKING_ACTIONS.reschedule.from;
  const moved = await db.transaction(async (tx) => {
    const [booking] = await tx
      .select({ id: bookings.id, storeId: bookings.storeId, status: bookings.status, startsAt: bookings.startsAt })
      .from(bookings)
      .where(and(where, inArray(bookings.status, [...from])));
    if (!booking) return false;
    const place = await takeSlotPlace(tx, { storeId: booking.storeId, ...target, window: 'vendor', except: booking.id });
    const [row] = await tx
      .update(bookings)
      .set({ ...place, updatedAt: sql`now()` })
      .where(and(eq(bookings.id, booking.id), inArray(bookings.status, [...from])))
      .returning({ id: bookings.id, status: bookings.status });
    if (!row) return false;
    await tx.insert(bookingEvents).values({ bookingId: row.id, status: row.status, by: 'vendor', rescheduledFrom: booking.startsAt });
    return true;
  });
  if (!moved) await refuse(db, where);
}

/** The vendor's action on a booking of its stores; answers the booking as it now is. */
export async function actOnBooking(db: Database, stores: SQL, id: string, body: BookingActionBody): Promise<BookingDetail> {
  await cancelUnconfirmedBookings(db, stores);
  const where = byId(id, stores);
  if (body.action === 'reschedule') {
    await reschedule(db, where, body);
  } else {
    const { from, to } = VENDOR_BOOKING_ACTIONS[body.action];
    await move(db, {
      where,
      from,
      to,
      by: 'vendor',
      reason: body.action === 'cancel' ? body.reason : undefined,
      started: body.action === 'noShow',
    });
  }
  return (await readBooking(db, where))!;
}

/** A booking of `scope` (a vendor's stores, a customer), unconfirmed ones past their time cancelled first. */
export async function readScopedBooking(db: Database, scope: SQL, id: string): Promise<BookingDetail> {
  await cancelUnconfirmedBookings(db, scope);
  const booking = await readBooking(db, byId(id, scope));
  if (!booking) throw new HttpError(404, 'bookingNotFound');
  return booking;
}

/** The customer cancels its booking before the store confirmed it. */
export async function cancelBookingByCustomer(db: Database, customerId: string, id: string, reason: string | undefined) {
  const where = byId(id, ofCustomer(customerId));
  await cancelUnconfirmedBookings(db, where);
  await move(db, { where, from: CUSTOMER_CANCELLABLE_BOOKING, to: 'cancelled', by: 'customer', reason: reason ?? undefined });
  return (await readBooking(db, where))!;
}
