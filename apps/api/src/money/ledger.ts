import type { WalletEntryType } from '@dhub/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { preparedByText } from '../db/prepared.js';
import { walletEntries, wallets } from '../db/wallet-schema.js';

/** An entry to write: amounts in paise, signed; available now unless said. */
export interface NewEntry {
  type: WalletEntryType;
  amount: number;
  availableAt?: Date | SQL;
  note?: string | null;
  settlementId?: string;
  payoutId?: string;
  topUpId?: string;
}

/**
 * Locks the store's wallet (created at its first entry) until the transaction ends: every change
 * of a store's money takes this lock first, so balances are read and written one change at a time
 * on any number of API instances. Answers the balance.
 */
export async function lockWallet(tx: Executor, storeId: string): Promise<number> {
  await tx.insert(wallets).values({ storeId }).onConflictDoNothing();
  const [wallet] = await tx.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.storeId, storeId)).for('update');
  return Number(wallet!.balance);
}

/**
 * Appends entries to the store's ledger, each with the balance after it, and keeps the wallet's
 * balance equal to their sum. Must run in a transaction; zero amounts are skipped (nothing moved).
 */
export async function appendEntries(tx: Executor, storeId: string, entries: readonly NewEntry[]) {
  let balance = await lockWallet(tx, storeId);
  const rows = entries
    .filter((entry) => entry.amount !== 0)
    .map((entry) => {
      balance += entry.amount;
      return {
        storeId,
        type: entry.type,
        amount: entry.amount,
        balanceAfter: balance,
        availableAt: entry.availableAt ?? sql`statement_timestamp()`,
        // After the wallet's lock: in the order of `seq` (the transaction's now() may be earlier
        // than the entries of a change that held the lock before), so a month's statement adds up.
        createdAt: sql`statement_timestamp()`,
        note: entry.note ?? null,
        settlementId: entry.settlementId,
        payoutId: entry.payoutId,
        topUpId: entry.topUpId,
      };
    });
  if (!rows.length) return [];
  const written = await tx.insert(walletEntries).values(rows).returning();
  const added = new Map<string, number>();
  for (const row of rows) added.set(row.type, (added.get(row.type) ?? 0) + 1);
  const counts = [...added].map(([type, n]) => sql`${type}::text, coalesce((${wallets.typeCounts} ->> ${type}::text)::bigint, 0) + ${n}`);
  await tx
    .update(wallets)
    .set({
      balance,
      entryCount: sql`${wallets.entryCount} + ${written.length}`,
      typeCounts: sql`${wallets.typeCounts} || jsonb_build_object(${sql.join(counts, sql`, `)})`,
    })
    .where(eq(wallets.storeId, storeId));
  return written;
}

/**
 * "Now" for what is available: the statement's time, not the transaction's (now()). A change
 * that waited for the wallet's lock reads the entries of the change before it, stamped with that
 * one's transaction time, which can be later than its own transaction began.
 */
export const afterCommits = sql`statement_timestamp()`;

/**
 * A store's money now: its balance, what is still pending (earned, available later) and, by
 * difference, what is available. A sale's pending entries (one settlement, one time to become
 * available) count by their sum, and only when it is a credit: a cash-on-delivery sale's pending commission (a debit) already lowers what is available,
 * so nothing can be paid out of money the store will owe (available never exceeds the balance).
 */
export async function balancesOf(db: Executor, storeId: string) {
  const pendingBySale = db
    .select({ amount: sql<number>`sum(${walletEntries.amount})`.as('amount') })
    .from(walletEntries)
    .where(sql`${walletEntries.storeId} = ${storeId} and ${walletEntries.availableAt} > ${afterCommits}`)
    .groupBy(walletEntries.settlementId, walletEntries.availableAt)
    .as('pending_by_sale');
  const [row] = await preparedByText(
    db
      .select({
        balance:
          sql<number>`coalesce((select ${wallets.balance} from ${wallets} where ${wallets.storeId} = ${storeId}), 0)::bigint`.mapWith(
            Number,
          ),
        pending: sql<number>`coalesce(sum(greatest(${pendingBySale.amount}, 0)), 0)::bigint`.mapWith(Number),
      })
      .from(pendingBySale),
  ).execute();
  const { balance, pending } = row!;
  return { balance, pending, available: balance - pending };
}
