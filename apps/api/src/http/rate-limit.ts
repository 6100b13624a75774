import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rateLimits } from '../db/schema.js';

/**
 * Counts one hit on `key` in a fixed window of `windowMinutes`, in the database (every instance
 * sees the same count; one statement, so parallel hits cannot pass the limit together).
 * True while the window's hits are within `limit`.
 */
export async function hitRateLimit(db: Database, key: string, { limit, windowMinutes }: { limit: number; windowMinutes: number }) {
  const expired = sql`${rateLimits.windowStart} < now() - make_interval(mins => ${windowMinutes})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ hits: rateLimits.hits });
  return (row?.hits ?? 1) <= limit;
}
