import { WALLET_MESSAGES as M, type AdjustWallet } from '@dhub/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { stores } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { appendEntries, balancesOf, lockWallet } from '../../money/ledger.js';
import { selectEntries, toWalletEntry } from './entries.js';
import { walletEntries } from '../../db/wallet-schema.js';

/** The operator's correction of a store's wallet, with the reason the vendor reads; a debit never beyond what is available. */
export async function adjustWallet(db: Database, body: AdjustWallet & { amount: number }) {
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, body.storeId));
  if (!store) throw new HttpError(404, 'shopNotFound');
  const id = await db.transaction(async (tx) => {
    await lockWallet(tx, body.storeId);
    if (body.amount < 0 && (await balancesOf(tx, body.storeId)).available + body.amount < 0) throw new HttpError(409, 'walletInsufficient');
    const [entry] = await appendEntries(tx, body.storeId, [{ type: 'adjustment', amount: body.amount, note: body.reason }]);
    return entry!.id;
  });
  const [row] = await selectEntries(db).where(eq(walletEntries.id, id));
  return { message: M.adjustmentSaved, entry: toWalletEntry(row!) };
}
