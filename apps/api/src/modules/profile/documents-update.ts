import {
  FILE_FIELD_BY_NAME,
  KYC_FILE_DOCUMENTS,
  PROFILE_MESSAGES as M,
  updateDocumentsFieldsSchema,
  type UpdateDocumentsResponse,
} from '@dhub/contract';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { Database, Transaction } from '../../db/client.js';
import { storeKyc } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import type { FileStorage } from '../../storage/index.js';
import { parseFormFields } from '../../uploads/form-fields.js';
import type { MultipartForm } from '../../uploads/multipart.js';
import { checkedUploads, type CheckedUpload } from './checked-uploads.js';
import { lockStore, recordDocumentChanges } from './document-changes.js';
import { readVendorDocuments } from './documents-read.js';
import { dropStoreFiles, keepStoreFile, withFileMoves, type FileMoves } from './file-moves.js';
import { filled, KYC_NUMBER_KEYS, type KycNumberName } from './kyc-numbers.js';
import { changeableStore } from './own-store.js';

const DOCUMENT_FILE_RULES = KYC_FILE_DOCUMENTS.map((name) => FILE_FIELD_BY_NAME.get(name)!);

/** Replaces a document file of the store (a picture such as the logo stays public); answers its name as a changed document. */
export async function replaceDocumentFile(tx: Transaction, moves: FileMoves, storeId: string, file: CheckedUpload): Promise<string> {
  await dropStoreFiles(tx, moves, storeId, file.field);
  await keepStoreFile(tx, moves, { storeId, file, isPublic: FILE_FIELD_BY_NAME.get(file.field)?.kind === 'image' });
  return file.field;
}

/** The numbers sent that differ from the stored ones (a blank one is not sent). */
function changedNumbers(sent: Partial<Record<KycNumberName, string>>, stored: Partial<Record<string, string | null>> | undefined) {
  return (Object.keys(KYC_NUMBER_KEYS) as KycNumberName[]).filter((name) => {
    const value = sent[name];
    return value !== undefined && value !== filled(stored?.[KYC_NUMBER_KEYS[name]]);
  });
}

/**
 * update-provider-documents: the documents and numbers sent replace the kept ones, each submitted
 * for review again; a required one sends an approved or rejected store back to review.
 */
export async function updateDocuments(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  form: MultipartForm,
): Promise<UpdateDocumentsResponse> {
  const fields = parseFormFields(updateDocumentsFieldsSchema, form);
  const { storeId } = fields;
  changeableStore(actor, storeId);
  const files = await checkedUploads(form, DOCUMENT_FILE_RULES);
  const numbers: Partial<Record<KycNumberName, string>> = fields;
  const nothing = files.length === 0 && changedNumbers(numbers, undefined).length === 0 && fields.otherrDocumentTitle === undefined;
  if (nothing) throw new HttpError(400, 'nothingToSend');

  const returnedToReview = await withFileMoves(db, storage, async (tx, moves) => {
    const { status } = await lockStore(tx, storeId);
    const [stored] = await tx.select().from(storeKyc).where(eq(storeKyc.storeId, storeId));
    const numberChanges = changedNumbers(numbers, stored);
    const values = {
      ...Object.fromEntries(numberChanges.map((name) => [KYC_NUMBER_KEYS[name], numbers[name]])),
      ...(fields.otherrDocumentTitle !== undefined && { otherDocumentTitle: fields.otherrDocumentTitle }),
    };
    if (Object.keys(values).length > 0) {
      await tx
        .insert(storeKyc)
        .values({ storeId, ...values })
        .onConflictDoUpdate({ target: storeKyc.storeId, set: values });
    }
    const fileChanges: string[] = [];
    for (const file of files) fileChanges.push(await replaceDocumentFile(tx, moves, storeId, file));
    return recordDocumentChanges(tx, { storeId, status, changed: [...numberChanges, ...fileChanges] });
  });
  const documents = await readVendorDocuments(db, storeId);
  return { message: returnedToReview ? M.documentsSavedStoreInReview : M.documentsSaved, returnedToReview, ...documents };
}
