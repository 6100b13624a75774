import path from 'node:path';
import { LocalDiskStorage } from './local-disk.js';
import type { FileStorage } from './storage.js';

export type { FileStorage } from './storage.js';

export function createStorage(dataDir: string): FileStorage {
  return new LocalDiskStorage(path.resolve(dataDir, 'uploads'));
}

/** Uploads are streamed here first; same file system as the uploads, so moving is a rename. */
export function tempUploadDir(dataDir: string): string {
  return path.resolve(dataDir, 'tmp', 'uploads');
}
