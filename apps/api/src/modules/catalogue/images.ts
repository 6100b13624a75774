import { randomUUID } from 'node:crypto';
import { fileExtension, IMAGE_EXTENSIONS, LIMITS, type MessageCode } from '@dhub/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { storeFiles } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import type { FileStorage } from '../../storage/index.js';
import { API_MEDIA_PREFIX, publicFileUrl, STORE_KEY_PREFIX, storeFileKey } from '../../storage/urls.js';
import { checkFileContents } from '../../uploads/content-check.js';
import type { MultipartForm } from '../../uploads/multipart.js';

export const CATALOGUE_IMAGE_FIELD = 'image';
/** `store_files.field` of the images `saveCatalogueImage` stores. */
export const CATALOGUE_IMAGE_KIND = 'catalogue_image';

/**
 * One product image (field `image`, JPG/JPEG/PNG, content sniffed, ≤ 5 MB) stored as a public
 * file of the store; answers its URL (served by the media route), to put in `images`.
 */
export async function saveCatalogueImage(
  db: Database,
  storage: FileStorage,
  { storeId, form }: { storeId: string; form: MultipartForm },
): Promise<string> {
  const files = form.files.filter((file) => file.field === CATALOGUE_IMAGE_FIELD);
  const error = (code: MessageCode, status = 400): never => {
    throw HttpError.onField(status, code, CATALOGUE_IMAGE_FIELD);
  };
  if (files.length !== 1 || form.files.length !== 1) error('oneImage');
  const file = files[0]!;
  const extension = fileExtension(file.originalName);
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) error('imagesOnly');
  if (file.truncated || file.size > LIMITS.fileMaxBytes) error('fileTooLarge', 413);
  const { errors, mimeByPath } = await checkFileContents([file], {});
  if (errors[file.field]) error('fileContentMismatch');
  const key = storeFileKey(storeId, `catalogue-${randomUUID()}.${extension === 'jpeg' ? 'jpg' : extension}`);
  await storage.putFromTemp(file.tempPath, key);
  try {
    await db.insert(storeFiles).values({
      storeId,
      field: CATALOGUE_IMAGE_KIND,
      storageKey: key,
      originalName: file.originalName.slice(0, LIMITS.textMax),
      mimeType: mimeByPath.get(file.tempPath)!,
      sizeBytes: file.size,
      isPublic: true,
    });
  } catch (failure) {
    await storage.remove(key);
    throw failure;
  }
  return publicFileUrl(key);
}

/**
 * Every URL must be one `saveCatalogueImage` answered for this store (a store item's own photos, a
 * product request's): no outside address, no other store's file, no other path. 400 `{images}` otherwise.
 */
export async function checkStoreImages(db: Executor, { storeId, urls }: { storeId: string; urls: string[] | undefined }): Promise<void> {
  if (!urls?.length) return;
  const keys = urls.map((url) => (url.startsWith(API_MEDIA_PREFIX) ? STORE_KEY_PREFIX + url.slice(API_MEDIA_PREFIX.length) : ''));
  // Marked as just used: a photo saved now is not one the unused-photo sweep may take (it locks the rows too).
  const found = await db
    .update(storeFiles)
    .set({ createdAt: sql`now()` })
    .where(and(eq(storeFiles.storeId, storeId), eq(storeFiles.field, CATALOGUE_IMAGE_KIND), inArray(storeFiles.storageKey, keys)))
    .returning({ key: storeFiles.storageKey });
  const known = new Set(found.map((row) => row.key));
  if (keys.some((key) => !known.has(key))) throw HttpError.onField(400, 'imageNotUploaded', 'images');
}
