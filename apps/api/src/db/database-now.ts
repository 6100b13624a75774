import { sql } from 'drizzle-orm';
import type { Executor } from './client.js';
import { rowsOf } from './rows-of.js';
import { isoText } from './sql-json.js';

/**
 * The database's clock for this statement, as ISO text: what is in force (a plan, a hold) is read by
 * it in SQL, so what the code decides from times uses it too (one clock for every instance).
 */
export const databaseNowText = isoText(sql`statement_timestamp()`);

/** The database's clock now, in ms since the epoch. */
export async function databaseNow(db: Executor): Promise<number> {
  const [row] = await rowsOf<{ now: string }>(db, sql`select ${databaseNowText} as now`);
  return Date.parse(row!.now);
}
