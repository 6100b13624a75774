import { NOT_CONFIRMED_REASON } from '@dhub/contract';
import { and, lte, sql, type SQL } from 'drizzle-orm';
import { bookingEvents, bookings } from '../../db/bookings-schema.js';
import type { Database } from '../../db/client.js';
import { isWord } from '../../db/literals.js';
import { releaseCoupons } from '../../sales/coupon-use.js';
import { refundedIfPaid } from '../../sales/payment.js';

/**
 * Cancels the pending bookings of `scope` whose time has begun unconfirmed, giving their coupon
 * back and refunding online payments. Run before bookings are read or changed, by whichever
 * instance comes first: it follows from the stored start, so a restart loses nothing.
 */
export async function cancelUnconfirmedBookings(db: Database, scope: SQL): Promise<void> {
  const due = and(scope, isWord(bookings.status, 'pending'), lte(bookings.startsAt, sql`now()`));
  const [any] = await db.select({ id: bookings.id }).from(bookings).where(due).limit(1);
  if (!any) return;
  await db.transaction(async (tx) => {
    const expired = await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        reason: NOT_CONFIRMED_REASON,
        paymentStatus: refundedIfPaid(bookings.paymentStatus),
        updatedAt: sql`now()`,
      })
      .where(due)
      .returning({ id: bookings.id, startsAt: bookings.startsAt });
    if (expired.length === 0) return;
    await tx.insert(bookingEvents).values(
      expired.map(({ id, startsAt }) => ({
        bookingId: id,
        status: 'cancelled' as const,
        by: 'system' as const,
        note: NOT_CONFIRMED_REASON,
        at: startsAt,
      })),
    );
    await releaseCoupons(tx, { bookingIds: expired.map((row) => row.id) });
  });
}
