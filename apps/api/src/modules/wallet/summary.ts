import { MARKETPLACE_TIME_ZONE, type WalletSummary } from '@dhub/contract';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { WalletSettings } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { payouts, walletEntries } from '../../db/wallet-schema.js';
import { afterCommits, balancesOf } from '../../money/ledger.js';

/** A store's balances now, its payouts still to pay, and its pending money by the day it becomes available. */
export async function walletSummary(db: Executor, storeId: string, settings: WalletSettings): Promise<WalletSummary> {
  // Pending sales (credits only, as in balancesOf) by the day they become available where the marketplace is.
  const bySale = db
    .select({
      day: sql<string>`to_char(min(${walletEntries.availableAt}) at time zone ${sql.raw(`'${MARKETPLACE_TIME_ZONE}'`)}, 'YYYY-MM-DD')`.as(
        'day',
      ),
      amount: sql<number>`sum(${walletEntries.amount})`.as('amount'),
    })
    .from(walletEntries)
    .where(and(eq(walletEntries.storeId, storeId), gt(walletEntries.availableAt, afterCommits)))
    .groupBy(walletEntries.settlementId, walletEntries.availableAt)
    .as('by_sale');
  const [balances, [held], upcoming] = await Promise.all([
    balancesOf(db, storeId),
    db
      .select({ amount: sql<number>`coalesce(sum(${payouts.amount}), 0)::bigint`.mapWith(Number) })
      .from(payouts)
      .where(and(eq(payouts.storeId, storeId), inArray(payouts.status, ['pending', 'approved']))),
    db
      .select({ date: bySale.day, amount: sql<number>`sum(${bySale.amount})::bigint`.mapWith(Number) })
      .from(bySale)
      .where(gt(bySale.amount, 0))
      .groupBy(bySale.day)
      .orderBy(bySale.day),
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
