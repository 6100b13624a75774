import { sql } from 'drizzle-orm';
import { awaitAll } from '../../db/await-all.js';
import type { Executor } from '../../db/client.js';
import { preparedByText } from '../../db/prepared.js';
import { inWords } from '../../db/literals.js';
import { payouts } from '../../db/wallet-schema.js';
import { balancesOf } from '../../money/ledger.js';
import { inStores } from './scope.js';

/** The stores' money now: their wallets' available and pending balances summed, and the payouts not paid yet. */
export async function moneyFigures(db: Executor, storeIds: readonly string[]) {
  const [balances, [unpaid]] = await awaitAll(db, [
    () =>
      awaitAll(
        db,
        storeIds.map((storeId) => () => balancesOf(db, storeId)),
      ),
    () =>
      preparedByText(
        db
          .select({
            count: sql<number>`count(*)::int`.mapWith(Number),
            amount: sql<number>`coalesce(sum(${payouts.amount}), 0)::bigint`.mapWith(Number),
          })
          .from(payouts)
          .where(sql`${inStores(payouts.storeId, storeIds)} and ${inWords(payouts.status, ['pending', 'approved'])}`),
      ).execute(),
  ]);
  return {
    walletAvailable: balances.reduce((sum, balance) => sum + balance.available, 0),
    walletPending: balances.reduce((sum, balance) => sum + balance.pending, 0),
    pendingPayouts: unpaid!,
  };
}
