import {
  documentReviewStatusOf,
  isRequiredDocument,
  KYC_DOCUMENTS,
  KYC_FILE_DOCUMENTS,
  maskNumber,
  type StoreDocument,
  type StoreDocuments,
} from '@dhub/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { iso } from '../../db/paging.js';
import { storeDocumentReviews } from '../../db/profile-schema.js';
import { storeFiles, storeKyc, stores } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { filled, isKycNumber, KYC_NUMBER_KEYS } from './kyc-numbers.js';

type Document = StoreDocument & { number: string | null };

/** A store's KYC documents with their reviews; `number` is each number in full (only the operator's answer keeps it). */
export async function readDocuments(db: Executor, storeId: string): Promise<Omit<StoreDocuments, 'documents'> & { documents: Document[] }> {
  const [row] = await db
    .select({
      store: { name: stores.name, status: stores.status, statusReason: stores.statusReason, createdAt: stores.createdAt },
      kyc: storeKyc,
    })
    .from(stores)
    .leftJoin(storeKyc, eq(storeKyc.storeId, stores.id))
    .where(eq(stores.id, storeId));
  if (!row) throw new HttpError(404, 'notFound');
  const files = await db
    .select({ field: storeFiles.field, originalName: storeFiles.originalName, createdAt: storeFiles.createdAt })
    .from(storeFiles)
    .where(and(eq(storeFiles.storeId, storeId), inArray(storeFiles.field, KYC_FILE_DOCUMENTS)))
    .orderBy(desc(storeFiles.createdAt));
  const reviews = new Map(
    (await db.select().from(storeDocumentReviews).where(eq(storeDocumentReviews.storeId, storeId))).map((review) => [
      review.document,
      review,
    ]),
  );

  const documents = KYC_DOCUMENTS.map(({ name, kind }): Document => {
    const file = kind === 'file' ? files.find((candidate) => candidate.field === name) : undefined;
    const number = isKycNumber(name) ? filled(row.kyc?.[KYC_NUMBER_KEYS[name]]) : null;
    const present = Boolean(file ?? number);
    const review = reviews.get(name);
    const status = documentReviewStatusOf(present, review?.status);
    const submittedAt = file?.createdAt ?? review?.submittedAt ?? row.store.createdAt;
    return {
      name,
      kind,
      required: isRequiredDocument(name),
      status,
      value: file ? file.originalName : number ? maskNumber(number) : null,
      reason: status === 'rejected' ? (review?.reason ?? null) : null,
      submittedAt: present ? iso(submittedAt) : null,
      reviewedAt: present && status !== 'submitted' && review?.reviewedAt ? iso(review.reviewedAt) : null,
      number,
    };
  });
  return {
    storeId,
    storeName: row.store.name,
    storeStatus: row.store.status,
    statusReason: row.store.statusReason,
    otherDocumentTitle: row.kyc?.otherDocumentTitle ?? null,
    documents,
  };
}

/** The vendor's view: numbers masked, never in full. */
export async function readVendorDocuments(db: Executor, storeId: string): Promise<StoreDocuments> {
  const answer = await readDocuments(db, storeId);
  return { ...answer, documents: answer.documents.map(({ number: _number, ...document }) => document) };
}
