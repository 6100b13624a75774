import { randomUUID } from 'node:crypto';
import {
  DELIVERY_BOY_DOCUMENT_KINDS,
  DELIVERY_BOY_DOCUMENTS,
  DOCUMENT_EXTENSIONS,
  fileExtension,
  LIMITS,
  type DeliveryBoyDocumentKind,
  type MessageCode,
} from '@dhub/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { deliveryBoyDocuments } from '../../db/delivery-boys-schema.js';
import { storeFiles } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import type { FileStorage } from '../../storage/index.js';
import { storeFileKey } from '../../storage/urls.js';
import { checkFileContents } from '../../uploads/content-check.js';
import type { MultipartForm, UploadedFile } from '../../uploads/multipart.js';
import type { z } from 'zod';

/** A form's text parts by the contract's schema: 400 with each field's code (a part cut at the size limit is too long). */
export function parseFields<S extends z.ZodType>(schema: S, form: MultipartForm): z.output<S> {
  const [cut] = Object.entries(form.fieldErrors);
  if (cut) throw HttpError.onField(400, cut[1], cut[0]);
  const parsed = schema.safeParse(form.fields);
  if (!parsed.success) throw HttpError.fromZod(parsed.error);
  return parsed.data;
}

/** A document sent with a form, checked, waiting to be stored. */
export interface SentDocument {
  kind: DeliveryBoyDocumentKind;
  file: UploadedFile;
  mimeType: string;
}

const KIND_OF_FIELD = new Map<string, DeliveryBoyDocumentKind>(
  DELIVERY_BOY_DOCUMENT_KINDS.map((kind) => [DELIVERY_BOY_DOCUMENTS[kind], kind]),
);

/**
 * The documents of a form: only the licence and identity fields, one file each, JPG, JPEG, PNG or
 * PDF of at most 5 MB whose content is what its name says. Refused on the field otherwise.
 */
export async function sentDocuments(form: MultipartForm): Promise<SentDocument[]> {
  const refuse = (status: number, code: MessageCode, field: string): never => {
    throw HttpError.onField(status, code, field);
  };
  for (const file of form.files) {
    if (!KIND_OF_FIELD.has(file.field) || form.files.filter((other) => other.field === file.field).length > 1) {
      refuse(400, 'invalidRequest', file.field);
    }
    if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(fileExtension(file.originalName))) refuse(400, 'documentTypes', file.field);
    if (file.truncated || file.size > LIMITS.fileMaxBytes) refuse(413, 'fileTooLarge', file.field);
  }
  const { errors, mimeByPath } = await checkFileContents(form.files, {});
  const [mismatched] = Object.keys(errors);
  if (mismatched) refuse(400, 'fileContentMismatch', mismatched);
  return form.files.map((file) => ({ kind: KIND_OF_FIELD.get(file.field)!, file, mimeType: mimeByPath.get(file.tempPath)! }));
}

/**
 * Stores the documents as private files of the store and names them the delivery boy's, each
 * replacing the one of its kind. `moved` gets every key written (to remove if the transaction
 * fails); answers the keys of the replaced files, to remove once it commits.
 */
export async function keepDocuments(
  tx: Executor,
  storage: FileStorage,
  {
    storeId,
    deliveryBoyId,
    documents,
    moved,
  }: { storeId: string; deliveryBoyId: string; documents: readonly SentDocument[]; moved: string[] },
): Promise<string[]> {
  const replaced: string[] = [];
  for (const { kind, file, mimeType } of documents) {
    const extension = fileExtension(file.originalName);
    const key = storeFileKey(storeId, `delivery-boy-${kind}-${randomUUID()}.${extension === 'jpeg' ? 'jpg' : extension}`);
    await storage.putFromTemp(file.tempPath, key);
    moved.push(key);
    const [stored] = await tx
      .insert(storeFiles)
      .values({
        storeId,
        field: `delivery_boy_${kind}`,
        storageKey: key,
        originalName: file.originalName.slice(0, LIMITS.textMax),
        mimeType,
        sizeBytes: file.size,
        isPublic: false,
      })
      .returning({ id: storeFiles.id });
    const [previous] = await tx
      .select({ fileId: storeFiles.id, key: storeFiles.storageKey })
      .from(deliveryBoyDocuments)
      .innerJoin(storeFiles, eq(storeFiles.id, deliveryBoyDocuments.fileId))
      .where(and(eq(deliveryBoyDocuments.deliveryBoyId, deliveryBoyId), eq(deliveryBoyDocuments.kind, kind)));
    await tx
      .insert(deliveryBoyDocuments)
      .values({ deliveryBoyId, kind, fileId: stored!.id })
      .onConflictDoUpdate({ target: [deliveryBoyDocuments.deliveryBoyId, deliveryBoyDocuments.kind], set: { fileId: stored!.id } });
    if (previous) {
      await tx.delete(storeFiles).where(eq(storeFiles.id, previous.fileId));
      replaced.push(previous.key);
    }
  }
  return replaced;
}

/** Files whose rows are gone (or were never committed): a missing one is no error. */
export async function removeFiles(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}
