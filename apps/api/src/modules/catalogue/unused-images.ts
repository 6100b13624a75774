import { UPLOAD_LIMITS } from '@dhub/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { deletedStoreItems, productRequests, storeItems } from '../../db/catalogue-schema.js';
import { storeFiles } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import type { FileStorage } from '../../storage/index.js';
import { API_MEDIA_PREFIX, STORE_KEY_PREFIX } from '../../storage/urls.js';
import { CATALOGUE_IMAGE_KIND } from './images.js';

// A photo's public URL, from its storage key (as publicFileUrl writes it), in SQL.
const urlOf = sql`(cast(${API_MEDIA_PREFIX} as text) || substr(${storeFiles.storageKey}, ${STORE_KEY_PREFIX.length + 1}))`;

/**
 * Removes the catalogue photos uploaded more than UPLOAD_LIMITS.unusedPhotoHours ago that nothing
 * of their store shows (no item, deleted item that can still be restored, product request — an
 * approved request keeps its photos, which its master product shows too), of one store or of all.
 * Rows first, then files: a file left by a failure is only disk, never a broken picture. Returns
 * how many went.
 */
export async function removeUnusedImages(db: Database, storage: FileStorage, { storeId }: { storeId?: string } = {}): Promise<number> {
  const sameStore = (column: unknown) => sql`${column} = ${storeFiles.storeId}`;
  const used = sql`(
    exists (select 1 from ${storeItems} where ${sameStore(storeItems.storeId)} and ${storeItems.images} ? ${urlOf})
    or exists (select 1 from ${productRequests} where ${sameStore(productRequests.storeId)} and ${productRequests.images} ? ${urlOf})
    or exists (select 1 from ${deletedStoreItems} where ${sameStore(deletedStoreItems.storeId)} and (${deletedStoreItems.item} -> 'images') ? ${urlOf})
  )`;
  const removed = await db
    .delete(storeFiles)
    .where(
      and(
        eq(storeFiles.field, CATALOGUE_IMAGE_KIND),
        storeId ? eq(storeFiles.storeId, storeId) : undefined,
        sql`${storeFiles.createdAt} < now() - make_interval(hours => ${UPLOAD_LIMITS.unusedPhotoHours})`,
        sql`not ${used}`,
      ),
    )
    .returning({ key: storeFiles.storageKey });
  for (const { key } of removed) await storage.remove(key);
  return removed.length;
}

/** 409 when the store already holds its most uploaded photos (count or bytes). */
export async function checkUploadQuota(db: Database, storeId: string): Promise<void> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number), bytes: sql<number>`coalesce(sum(${storeFiles.sizeBytes}), 0)`.mapWith(Number) })
    .from(storeFiles)
    .where(and(eq(storeFiles.storeId, storeId), eq(storeFiles.field, CATALOGUE_IMAGE_KIND)));
  if ((row?.count ?? 0) >= UPLOAD_LIMITS.storePhotos || (row?.bytes ?? 0) >= UPLOAD_LIMITS.storePhotoBytes) {
    throw new HttpError(409, 'uploadQuotaReached');
  }
}
