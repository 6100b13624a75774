import { storeStatusAfterDocumentChange, type StoreStatus } from '@dhub/contract';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { storeDocumentReviews } from '../../db/profile-schema.js';
import { stores } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';

/**
 * The store's status, its row locked for the rest of the transaction: a document change, the
 * operator's review of a document and the store's approval (which locks it too) happen one at a time.
 */
export async function lockStore(tx: Transaction, storeId: string): Promise<{ status: StoreStatus; name: string }> {
  const [store] = await tx.select({ status: stores.status, name: stores.name }).from(stores).where(eq(stores.id, storeId)).for('update');
  if (!store) throw new HttpError(404, 'notFound');
  return store;
}

/**
 * Documents new or replaced: each is submitted for review again (whatever the operator said of the
 * one before), and the store goes back to review where the contract's rule says so. True when it did.
 */
export async function recordDocumentChanges(
  tx: Transaction,
  { storeId, status, changed }: { storeId: string; status: StoreStatus; changed: readonly string[] },
): Promise<boolean> {
  if (changed.length === 0) return false;
  const submitted = { status: 'submitted' as const, reason: null, submittedAt: sql`now()`, reviewedAt: null, reviewedBy: null };
  await tx
    .insert(storeDocumentReviews)
    .values(changed.map((document) => ({ storeId, document, ...submitted })))
    .onConflictDoUpdate({ target: [storeDocumentReviews.storeId, storeDocumentReviews.document], set: submitted });
  const next = changed.reduce(storeStatusAfterDocumentChange, status);
  if (next === status) return false;
  await tx.update(stores).set({ status: next, statusReason: null, updatedAt: new Date() }).where(eq(stores.id, storeId));
  return true;
}
