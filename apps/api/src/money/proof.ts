import { randomUUID } from 'node:crypto';
import { fileExtension, LIMITS, PROOF_EXTENSIONS, PROOF_FIELD, WALLET_LIMITS, type MessageCode } from '@dhub/contract';
import type { Database } from '../db/client.js';
import { storeFiles } from '../db/schema.js';
import { HttpError } from '../lib/http-error.js';
import type { FileStorage } from '../storage/index.js';
import { storeFileKey } from '../storage/urls.js';
import { checkFileContents } from '../uploads/content-check.js';
import type { MultipartForm } from '../uploads/multipart.js';

/** `store_files.field` of a payment's proof (a top-up, a plan's offline payment): a private file of the store. */
const PROOF_KIND = 'payment_proof';

/** The optional proof of a payment (JPG, PNG or PDF, content checked, ≤ 5 MB), kept private; its storage key. */
export async function saveProof(db: Database, storage: FileStorage, { storeId, form }: { storeId: string; form: MultipartForm }) {
  const error = (code: MessageCode, status = 400): never => {
    throw HttpError.onField(status, code, PROOF_FIELD);
  };
  if (form.files.some((file) => file.field !== PROOF_FIELD) || form.files.length > 1) error('invalidRequest');
  const file = form.files[0];
  if (!file) return null;
  const extension = fileExtension(file.originalName);
  if (!(PROOF_EXTENSIONS as readonly string[]).includes(extension)) error('fileContentMismatch');
  if (file.truncated || file.size > WALLET_LIMITS.proofMaxBytes) error('fileTooLarge', 413);
  const { errors, mimeByPath } = await checkFileContents([file], {});
  if (errors[file.field]) error('fileContentMismatch');
  const key = storeFileKey(storeId, `payment-proof-${randomUUID()}.${extension === 'jpeg' ? 'jpg' : extension}`);
  await storage.putFromTemp(file.tempPath, key);
  try {
    await db.insert(storeFiles).values({
      storeId,
      field: PROOF_KIND,
      storageKey: key,
      originalName: file.originalName.slice(0, LIMITS.textMax),
      mimeType: mimeByPath.get(file.tempPath)!,
      sizeBytes: file.size,
      isPublic: false,
    });
  } catch (failure) {
    await storage.remove(key);
    throw failure;
  }
  return key;
}
