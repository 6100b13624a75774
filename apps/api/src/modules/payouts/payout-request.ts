import { WALLET_MESSAGES as M, type AddPayout } from '@dhub/contract';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { WalletSettings } from '../../config.js';
import type { Database, Executor } from '../../db/client.js';
import { settlements } from '../../db/orders-schema.js';
import { storeBankReviews } from '../../db/profile-schema.js';
import { storeBankAccounts } from '../../db/schema.js';
import { payoutLines, payouts } from '../../db/wallet-schema.js';
import { requestDigestOf } from '../../http/idempotency.js';
import { HttpError, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/http-error.js';
import { afterCommits, appendEntries, balancesOf, lockWallet } from '../../money/ledger.js';
import { readPayout } from './payout-read.js';

interface PayoutRequest {
  userId: string;
  storeId: string;
  body: AddPayout & { amount: number };
  /** The Idempotency-Key header, if any. */
  key: string | undefined;
}

const digestOf = ({ storeId, body }: PayoutRequest) => requestDigestOf([storeId, body.amount, body.note?.trim() || null]);

/** The payout an earlier request with this key made, if any (409 when that request's body differs). */
async function earlierPayout(db: Executor, request: PayoutRequest, digest: string) {
  if (!request.key) return null;
  const [earlier] = await db
    .select({ id: payouts.id, digest: payouts.requestDigest })
    .from(payouts)
    .where(and(eq(payouts.requestedBy, request.userId), eq(payouts.idempotencyKey, request.key)));
  if (!earlier) return null;
  if (earlier.digest !== digest) throw new HttpError(409, 'idempotencyKeyReused');
  return { message: M.payoutRequested, payout: await readPayout(db, earlier.id) };
}

/**
 * The store's online sales available now and not yet paid out, oldest first, with what remains of
 * each one's net (cash-on-delivery sales are in the store's hands already).
 */
async function unpaidSales(tx: Executor, storeId: string) {
  const coveredSoFar = sql<number>`coalesce((
    select sum(${payoutLines.covered}) from ${payoutLines} join ${payouts} on ${payouts.id} = ${payoutLines.payoutId}
    where ${payoutLines.settlementId} = ${settlements.id} and ${payouts.status} <> 'rejected'), 0)::int`;
  const rows = await tx
    .select({ id: settlements.id, remaining: sql<number>`(${settlements.net} - ${coveredSoFar})::int` })
    .from(settlements)
    .where(
      and(
        eq(settlements.storeId, storeId),
        eq(settlements.paymentMethod, 'online'),
        gt(settlements.net, 0),
        lte(settlements.availableAt, afterCommits),
      ),
    )
    .orderBy(asc(settlements.availableAt), asc(settlements.id));
  return rows.filter((row) => row.remaining > 0);
}

/**
 * A payout of the store's available balance to its bank account: under the wallet's lock the
 * amount is checked against what is available and held at once, so concurrent requests can never
 * hold more than the balance. The same Idempotency-Key answers the first request's payout.
 */
export async function requestPayout(db: Database, request: PayoutRequest, settings: WalletSettings) {
  const digest = digestOf(request);
  const earlier = await earlierPayout(db, request, digest);
  if (earlier) return earlier;
  const { storeId, body } = request;
  if (body.amount < settings.payoutMinimum) throw new HttpError(409, 'payoutBelowMinimum');
  try {
    const id = await db.transaction(async (tx) => {
      await lockWallet(tx, storeId);
      // The account and its verification in one read: a change committing meanwhile is seen whole or not at all.
      const [found] = await tx
        .select({ bank: storeBankAccounts, status: storeBankReviews.status })
        .from(storeBankAccounts)
        .leftJoin(storeBankReviews, eq(storeBankReviews.storeId, storeBankAccounts.storeId))
        .where(eq(storeBankAccounts.storeId, storeId));
      if (!found) throw new HttpError(409, 'payoutNoBankAccount');
      if (found.status !== 'verified') throw new HttpError(409, 'payoutBankNotVerified');
      const { bank } = found;
      const { available } = await balancesOf(tx, storeId);
      if (body.amount > available) throw new HttpError(409, 'payoutOverAvailable');
      const [payout] = await tx
        .insert(payouts)
        .values({
          storeId,
          requestedBy: request.userId,
          amount: body.amount,
          note: body.note?.trim() || null,
          bankName: bank.bankName,
          accountHolderName: bank.accountHolderName,
          accountNumber: bank.accountNumber,
          ifsCode: bank.ifsCode,
          idempotencyKey: request.key ?? null,
          requestDigest: digest,
        })
        .returning({ id: payouts.id });
      await appendEntries(tx, storeId, [{ type: 'payoutHold', amount: -body.amount, payoutId: payout!.id }]);
      let left = body.amount;
      const lines = [];
      for (const sale of await unpaidSales(tx, storeId)) {
        if (left <= 0) break;
        const covered = Math.min(left, sale.remaining);
        lines.push({ payoutId: payout!.id, settlementId: sale.id, covered });
        left -= covered;
      }
      if (lines.length) await tx.insert(payoutLines).values(lines);
      return payout!.id;
    });
    return { message: M.payoutRequested, payout: await readPayout(db, id) };
  } catch (error) {
    // The same key sent twice at once: the second insert met the first's unique key.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION && request.key) {
      const first = await earlierPayout(db, request, digest);
      if (first) return first;
    }
    throw error;
  }
}
