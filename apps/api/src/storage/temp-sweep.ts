import { readdir, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** Temp files younger than this may belong to an upload in progress (another instance on a shared DATA_DIR). */
export const STALE_TEMP_AGE_MS = 60 * 60 * 1000;

/**
 * Removes what an interrupted upload left under `dir` (DATA_DIR/tmp): files last modified before
 * `now - maxAgeMs`, then the directories that are left empty and are as old. `dir` itself stays.
 * Returns the number of files removed; a missing `dir` is nothing to do.
 */
export async function removeStaleTempFiles(dir: string, maxAgeMs = STALE_TEMP_AGE_MS, now = Date.now()): Promise<number> {
  const cutoff = now - maxAgeMs;
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    try {
      if (entry.isDirectory()) {
        // Its mtime is read first: removing its files makes it recent. rmdir refuses a directory
        // that still holds a file (a recent one, or one added meanwhile).
        const old = (await stat(full)).mtimeMs < cutoff;
        removed += await removeStaleTempFiles(full, maxAgeMs, now);
        if (old) await rmdir(full);
      } else if ((await stat(full)).mtimeMs < cutoff) {
        await rm(full, { force: true });
        removed += 1;
      }
    } catch (error) {
      // Removed by another instance meanwhile, or a directory that is not empty (an upload in progress).
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    }
  }
  return removed;
}
