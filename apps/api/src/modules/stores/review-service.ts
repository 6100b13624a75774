import { REQUIRED_DOCUMENTS, type StoreReviewResponse, type StoreStatus } from '@dhub/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { storeDocumentReviews } from '../../db/profile-schema.js';
import { stores } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { documentsOf, readPresentDocuments } from './documents.js';

/** Which statuses each review can start from: approve a pending store (or one rejected before), reject a pending one. */
const REVIEWABLE: Record<'approved' | 'rejected', readonly StoreStatus[]> = {
  approved: ['pending', 'rejected'],
  rejected: ['pending'],
};

/** Whether the operator verified every required document of the store (profile's document reviews). */
async function requiredDocumentsVerified(db: Executor, storeId: string): Promise<boolean> {
  const verified = await db
    .select({ document: storeDocumentReviews.document })
    .from(storeDocumentReviews)
    .where(
      and(
        eq(storeDocumentReviews.storeId, storeId),
        eq(storeDocumentReviews.status, 'verified'),
        inArray(storeDocumentReviews.document, [...REQUIRED_DOCUMENTS]),
      ),
    );
  return verified.length === REQUIRED_DOCUMENTS.length;
}

/**
 * The operator's decision on a store, in one transaction with the store row locked (two operators
 * at once: the second sees the first's decision). Approval needs every required document
 * (the contract's REQUIRED_DOCUMENTS): 409 documentsMissing otherwise, and each verified by the
 * operator: 409 documentsNotVerified otherwise.
 */
export async function reviewStore(
  db: Database,
  { id, decision, reason }: { id: string; decision: 'approved' | 'rejected'; reason?: string },
): Promise<StoreReviewResponse['store']> {
  return db.transaction(async (tx) => {
    const [store] = await tx.select({ id: stores.id, status: stores.status }).from(stores).where(eq(stores.id, id)).for('update');
    if (!store) throw new HttpError(404, 'notFound');
    if (!REVIEWABLE[decision].includes(store.status)) throw new HttpError(409, 'storeNotReviewable');
    const documents = documentsOf(await readPresentDocuments(tx, id));
    if (decision === 'approved' && documents.documentsStatus === 'missing') throw new HttpError(409, 'documentsMissing');
    if (decision === 'approved' && !(await requiredDocumentsVerified(tx, id))) throw new HttpError(409, 'documentsNotVerified');
    const statusReason = decision === 'rejected' ? (reason ?? null) : null;
    await tx.update(stores).set({ status: decision, statusReason, updatedAt: new Date() }).where(eq(stores.id, id));
    return { _id: id, status: decision, statusReason, ...documents };
  });
}
