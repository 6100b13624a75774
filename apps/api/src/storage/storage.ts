import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are relative paths such as `stores/<storeId>/logo-<uuid>.png`.
 * The local disk implementation can be replaced by an object store (S3) without touching callers.
 */
export interface FileStorage {
  /** Moves a finished temporary file (on local disk) into storage under `key`. */
  putFromTemp(tempPath: string, key: string): Promise<void>;
  /** Removes a stored file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** A stream of a stored file, or null when it does not exist. */
  read(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Every stored file whose key starts with `prefix`, with when it was last written. */
  list(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }>;
}
