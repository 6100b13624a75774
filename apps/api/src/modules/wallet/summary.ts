import type { WalletSummary } from '@dhub/contract';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { WalletSettings } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { payouts, walletEntries } from '../../db/wallet-schema.js';
import { afterCommits, balancesOf } from '../../money/ledger.js';

/** A store's balances now, its payouts still to pay, and its pending money by the day it becomes available. */
export async function walletSummary(db: Executor, storeId: string, settings: WalletSettings): Promise<WalletSummary> {
  const day = sql<string>`to_char(${walletEntries.availableAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [balances, [held], upcoming] = await Promise.all([
    balancesOf(db, storeId),
    db
      .select({ amount: sql<number>`coalesce(sum(${payouts.amount}), 0)::bigint`.mapWith(Number) })
      .from(payouts)
      .where(and(eq(payouts.storeId, storeId), inArray(payouts.status, ['pending', 'approved']))),
    db
      .select({ date: day, amount: sql<number>`sum(${walletEntries.amount})::bigint`.mapWith(Number) })
      .from(walletEntries)
      .where(and(eq(walletEntries.storeId, storeId), gt(walletEntries.availableAt, afterCommits)))
      .groupBy(day)
      .orderBy(day),
  ]);
  return {
    currency: settings.currency,
    ...balances,
    held: held!.amount,
    payoutMinimum: settings.payoutMinimum,
    holdSeconds: settings.holdSeconds,
    upcoming,
  };
}
