import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { storeFiles } from '../db/schema.js';
import type { FileStorage } from './storage.js';
import { STALE_TEMP_AGE_MS } from './temp-sweep.js';
import { STORE_KEY_PREFIX } from './urls.js';

/**
 * Removes stored store files that no `store_files` row names: what a process killed between moving
 * a registration's files and committing its rows left. Files younger than STALE_TEMP_AGE_MS may
 * belong to a registration in progress on another instance, so they stay. Returns how many went.
 */
export async function removeOrphanFiles(db: Database, storage: FileStorage, now = Date.now()): Promise<number> {
  const old: string[] = [];
  for await (const file of storage.list(STORE_KEY_PREFIX)) {
    if (file.modifiedAt.getTime() < now - STALE_TEMP_AGE_MS) old.push(file.key);
  }
  let removed = 0;
  for (let start = 0; start < old.length; start += 500) {
    const batch = old.slice(start, start + 500);
    const known = new Set(
      (await db.select({ key: storeFiles.storageKey }).from(storeFiles).where(inArray(storeFiles.storageKey, batch))).map((row) => row.key),
    );
    for (const key of batch.filter((candidate) => !known.has(candidate))) {
      await storage.remove(key);
      removed += 1;
    }
  }
  return removed;
}
