import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.js';

/** The rows of a raw statement, whichever driver ran it (both answer `{ rows }`). */
export async function rowsOf<T extends Record<string, unknown>>(db: Executor, statement: SQL): Promise<T[]> {
  const result = await db.execute<T>(statement);
  return (result as unknown as { rows: T[] }).rows;
}
