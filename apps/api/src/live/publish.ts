import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/** The database channel of every live event (LiveFeed listens to it on each API instance). */
export const LIVE_CHANNEL = 'live_event';

/** Who hears an event: one account, or every operator. */
export type LiveAudience = { userId: string } | { role: 'admin' };

/** What travels on the channel. */
export interface LiveMessage {
  to: LiveAudience;
  event: string;
  data: Record<string, unknown>;
}

/**
 * Sends a live event through the database (NOTIFY): in a transaction it leaves at the commit, and
 * not at all on a rollback; every API instance hears it and writes it to its streams of `to`.
 * Payloads stay small (ids and short fields; PostgreSQL refuses one over 8000 bytes).
 */
export async function publishLive(db: Executor, message: LiveMessage): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(message)})`);
}
