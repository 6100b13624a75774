import { WALLET_MESSAGES as M, payoutMove, type PayoutAction } from '@dhub/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { payouts } from '../../db/wallet-schema.js';
import { HttpError } from '../../lib/http-error.js';
import { appendEntries, lockWallet } from '../../money/ledger.js';
import { readPayout } from './payout-read.js';
import { notifyStoreOwner } from '../../notify/notify.js';

const MESSAGE = { approve: M.payoutApproved, pay: M.payoutPaid, reject: M.payoutRejected } as const;

/**
 * The operator moves a payout: approve; pay (the hold is released into the payment, with the
 * bank's reference); reject (the hold goes back to the available balance). The payout row is
 * locked, so two operators racing on it cannot both move it.
 */
export async function movePayout(
  db: Database,
  id: string,
  move: { action: 'approve' } | { action: 'pay'; bankReference: string } | { action: 'reject'; reason: string },
) {
  await db.transaction(async (tx) => {
    const [payout] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
    if (!payout) throw new HttpError(404, 'payoutNotFound');
    const to = payoutMove(payout.status, move.action as PayoutAction);
    if (!to) throw new HttpError(409, 'payoutWrongState');
    await lockWallet(tx, payout.storeId);
    const now = sql`now()`;
    if (move.action === 'approve') await tx.update(payouts).set({ status: to, approvedAt: now }).where(eq(payouts.id, id));
    if (move.action === 'pay') {
      await tx.update(payouts).set({ status: to, paidAt: now, bankReference: move.bankReference }).where(eq(payouts.id, id));
      await appendEntries(tx, payout.storeId, [
        { type: 'payoutRelease', amount: payout.amount, payoutId: id },
        { type: 'payoutPaid', amount: -payout.amount, payoutId: id, note: move.bankReference },
      ]);
      const params = { amount: payout.amount, reference: move.bankReference };
      await notifyStoreOwner(tx, payout.storeId, { type: 'payoutPaid', params, about: id });
    }
    if (move.action === 'reject') {
      await tx.update(payouts).set({ status: to, rejectedAt: now, reason: move.reason }).where(eq(payouts.id, id));
      await appendEntries(tx, payout.storeId, [{ type: 'payoutRelease', amount: payout.amount, payoutId: id, note: move.reason }]);
    }
  });
  return { message: MESSAGE[move.action], payout: await readPayout(db, id) };
}
