import { randomUUID } from 'node:crypto';
import { CATALOGUE_MESSAGES as M, fileExtension, IMAGE_EXTENSIONS, LIMITS, MESSAGES } from '@dhub/contract';
import type { Database } from '../../db/client.js';
import { storeFiles } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import type { FileStorage } from '../../storage/index.js';
import { publicFileUrl, storeFileKey } from '../media/urls.js';
import { checkFileContents } from '../stores/content-check.js';
import type { MultipartForm } from '../stores/upload.js';

export const CATALOGUE_IMAGE_FIELD = 'image';

/**
 * One product image (field `image`, JPG/JPEG/PNG, content sniffed, ≤ 5 MB) stored as a public
 * file of the store; answers its URL (served by the media route), to put in `images`.
 */
export async function saveCatalogueImage(
  db: Database,
  storage: FileStorage,
  storeId: string,
  form: MultipartForm,
): Promise<string> {
  const files = form.files.filter((file) => file.field === CATALOGUE_IMAGE_FIELD);
  const error = (message: string, status = 400): never => {
    throw new HttpError(status, message, { [CATALOGUE_IMAGE_FIELD]: message });
  };
  if (files.length !== 1 || form.files.length !== 1) error(M.oneImage);
  const file = files[0]!;
  const extension = fileExtension(file.originalName);
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) error(MESSAGES.imagesOnly);
  if (file.truncated || file.size > LIMITS.fileMaxBytes) error(MESSAGES.fileTooLarge, 413);
  const { errors, mimeByPath } = await checkFileContents([file], {});
  if (errors[file.field]) error(MESSAGES.fileContentMismatch);
  const key = storeFileKey(storeId, `catalogue-${randomUUID()}.${extension === 'jpeg' ? 'jpg' : extension}`);
  await storage.putFromTemp(file.tempPath, key);
  try {
    await db.insert(storeFiles).values({
      storeId,
      field: 'catalogue_image',
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

const PALETTE = ['#2e7d32', '#1565c0', '#6a1b9a', '#c62828', '#ef6c00', '#00838f', '#4e342e', '#37474f', '#ad1457', '#558b2f'];

/** A placeholder tile for seeded products: initials of the name on a colour picked from it. */
export function placeholderSvg(slug: string): string {
  const words = slug.replace(/\.svg$/, '').split('-').filter(Boolean);
  const initials = words.slice(0, 2).map((word) => word[0]!.toUpperCase()).join('');
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const colour = PALETTE[hash % PALETTE.length]!;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">' +
    `<rect width="400" height="400" rx="24" fill="${colour}"/>` +
    `<text x="200" y="200" dy=".35em" text-anchor="middle" font-family="Arial, sans-serif" font-size="140" fill="#fff">${initials}</text>` +
    '</svg>'
  );
}
