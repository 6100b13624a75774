import { AUTO_REJECT_REASON } from '@dhub/contract';
import { and, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { isWord } from '../../db/literals.js';
import { orderEvents, orders } from '../../db/orders-schema.js';
import { giveBack } from './give-back.js';
import { refundedIfPaid } from '../../sales/payment.js';

/**
 * Rejects the placed orders of `scope` (a vendor's stores, a customer) whose acceptance time has passed, giving their stock and coupon uses back and
 * refunding online payments. Run before an inbox or an order is read or changed, by whichever
 * instance comes first: the state follows from the stored `accept_by`, so a restart or a second
 * instance loses nothing, and the row update decides once (a concurrent accept either wins before
 * the time or finds the order rejected).
 */
export async function rejectExpiredOrders(db: Database, scope: SQL): Promise<void> {
  const due = and(scope, isWord(orders.status, 'placed'), lte(orders.acceptBy, sql`now()`));
  // A cheap look first (the partial index of placed orders): most reads find none due.
  const [any] = await db.select({ id: orders.id }).from(orders).where(due).limit(1);
  if (!any) return;
  await db.transaction(async (tx) => {
    const expired = await tx
      .update(orders)
      .set({
        status: 'rejected',
        reason: AUTO_REJECT_REASON,
        paymentStatus: refundedIfPaid(orders.paymentStatus),
        updatedAt: sql`now()`,
      })
      .where(due)
      .returning({ id: orders.id, acceptBy: orders.acceptBy });
    if (expired.length === 0) return;
    // Dated when the time ran out, not when it was noticed.
    await tx.insert(orderEvents).values(
      expired.map(({ id, acceptBy }) => ({
        orderId: id,
        status: 'rejected' as const,
        by: 'system' as const,
        note: AUTO_REJECT_REASON,
        at: acceptBy,
      })),
    );
    await giveBack(
      tx,
      expired.map((row) => row.id),
    );
  });
}
