import { KYC_DOCUMENT_LABELS, type KycDocument } from '@dhub/contract';
import type { Database } from '../../db/client.js';
import { storeDocumentReviews } from '../../db/profile-schema.js';
import { HttpError } from '../../lib/http-error.js';
import { notifyDocumentVerified } from '../../notify/notify.js';
import { lockStore } from './document-changes.js';
import { checkReviewedVersion } from './reviewed-version.js';
import { readDocuments } from './documents-read.js';

/**
 * The operator verifies or rejects (with a reason) a document the store has provided; a verified
 * one is told to the vendor (a notification, in the same transaction). 404 documentNotProvided when
 * the store has no such document.
 */
export async function reviewDocument(
  db: Database,
  {
    storeId,
    document,
    reviewerId,
    decision,
    seen,
  }: {
    storeId: string;
    document: KycDocument;
    reviewerId: string;
    decision: { status: 'verified' } | { status: 'rejected'; reason: string };
    /** The submittedAt the operator read. */
    seen?: string | null;
  },
) {
  await db.transaction(async (tx) => {
    await lockStore(tx, storeId);
    const current = (await readDocuments(tx, storeId)).documents.find((candidate) => candidate.name === document);
    if (!current || current.status === 'missing') throw new HttpError(404, 'documentNotProvided');
    checkReviewedVersion(seen, current.submittedAt);
    const review = {
      status: decision.status,
      reason: decision.status === 'rejected' ? decision.reason : null,
      reviewedAt: new Date(),
      reviewedBy: reviewerId,
    };
    await tx
      .insert(storeDocumentReviews)
      .values({ storeId, document, ...review, submittedAt: new Date(current.submittedAt ?? Date.now()) })
      .onConflictDoUpdate({ target: [storeDocumentReviews.storeId, storeDocumentReviews.document], set: review });
    if (decision.status === 'verified') await notifyDocumentVerified(tx, storeId, { document: KYC_DOCUMENT_LABELS[document] });
  });
  return readDocuments(db, storeId);
}
