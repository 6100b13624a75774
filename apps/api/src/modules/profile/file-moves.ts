import { randomUUID } from 'node:crypto';
import { fileExtension, LIMITS } from '@dhub/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { storeFiles } from '../../db/schema.js';
import type { FileStorage } from '../../storage/index.js';
import { storeFileKey } from '../../storage/urls.js';
import type { CheckedUpload } from './checked-uploads.js';

/** The storage keys a transaction wrote (removed if it fails) and the ones whose rows it deleted (removed once it commits). */
export interface FileMoves {
  storage: FileStorage;
  moved: string[];
  replaced: string[];
}

const removeAll = (storage: FileStorage, keys: readonly string[]) =>
  Promise.allSettled(keys.map((key) => storage.remove(key))).then(() => undefined);

/**
 * One transaction that stores and replaces files: on failure every file it moved in is removed (no
 * orphans), after the commit every file it replaced (what a crash leaves, the orphan sweep removes).
 */
export async function withFileMoves<T>(
  db: Database,
  storage: FileStorage,
  work: (tx: Transaction, moves: FileMoves) => Promise<T>,
): Promise<T> {
  const moves: FileMoves = { storage, moved: [], replaced: [] };
  let result: T;
  try {
    result = await db.transaction((tx) => work(tx, moves));
  } catch (error) {
    await removeAll(storage, moves.moved);
    throw error;
  }
  await removeAll(storage, moves.replaced);
  return result;
}

/** Keeps an upload as a file of the store (stores/<storeId>/<field>-<random>.<ext>); answers its storage key. */
export async function keepStoreFile(
  tx: Transaction,
  moves: FileMoves,
  { storeId, file, position = 0, isPublic }: { storeId: string; file: CheckedUpload; position?: number; isPublic: boolean },
): Promise<string> {
  const key = storeFileKey(storeId, `${file.field}-${randomUUID()}.${fileExtension(file.originalName)}`);
  await tx.insert(storeFiles).values({
    storeId,
    field: file.field,
    position,
    storageKey: key,
    originalName: file.originalName.slice(0, LIMITS.textMax),
    mimeType: file.mimeType,
    sizeBytes: file.size,
    isPublic,
  });
  await moves.storage.putFromTemp(file.tempPath, key);
  moves.moved.push(key);
  return key;
}

/** Deletes the store's file rows of a field (or only those with these keys); their files go after the commit. */
export async function dropStoreFiles(tx: Transaction, moves: FileMoves, storeId: string, field: string, keys?: readonly string[]) {
  const rows = await tx
    .delete(storeFiles)
    .where(and(eq(storeFiles.storeId, storeId), eq(storeFiles.field, field), keys && inArray(storeFiles.storageKey, [...keys])))
    .returning({ key: storeFiles.storageKey });
  moves.replaced.push(...rows.map((row) => row.key));
}
