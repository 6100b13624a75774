import { AUTO_REJECT_REASON } from '@dhub/contract';
import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { isWord } from '../../db/literals.js';
import { orderEvents, orders } from '../../db/orders-schema.js';
import { refundedIfPaid } from '../../sales/payment.js';
import { giveBack } from './give-back.js';

/** At most this many due orders are rejected by one read (the next read rejects the rest). */
const BATCH = 50;

/**
 * Rejects the placed orders of `scope` (a vendor's stores, a customer) whose acceptance time has
 * passed, giving their stock and coupon uses back and refunding online payments. Run before an inbox
 * or an order is read or changed, by whichever instance comes first: the state follows from the
 * stored `accept_by`, so a restart or a second instance loses nothing, and each row update decides
 * once (a concurrent accept either wins before the time or finds the order rejected). One order per
 * transaction, as every other change of state: the kept tab counts are then locked in the states'
 * order, never in an order two transactions could take crosswise.
 */
export async function rejectExpiredOrders(db: Database, scope: SQL): Promise<void> {
  const due = and(scope, isWord(orders.status, 'placed'), lte(orders.acceptBy, sql`now()`));
  // The partial index of placed orders: most reads find none due.
  const expired = await db.select({ id: orders.id }).from(orders).where(due).limit(BATCH);
  for (const { id } of expired) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({
          status: 'rejected',
          reason: AUTO_REJECT_REASON,
          paymentStatus: refundedIfPaid(orders.paymentStatus),
          updatedAt: sql`now()`,
        })
        .where(and(eq(orders.id, id), due))
        .returning({ id: orders.id, acceptBy: orders.acceptBy });
      if (!row) return; // accepted, cancelled or rejected meanwhile
      // Dated when the time ran out, not when it was noticed.
      await tx
        .insert(orderEvents)
        .values({ orderId: row.id, status: 'rejected', by: 'system', note: AUTO_REJECT_REASON, at: row.acceptBy });
      await giveBack(tx, [row.id]);
    });
  }
}
