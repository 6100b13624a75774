import type { MessageCode } from '@dhub/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rateLimits } from '../db/schema.js';
import { HttpError } from '../lib/http-error.js';

/**
 * The client address a throttle counts by: an IPv4 address, or an IPv6 address's /64 (one host
 * owns a whole /64, so single IPv6 addresses would give it endless fresh counts).
 */
export function addressKey(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (v4) return v4[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Windows that are over (their counters start afresh anyway). */
export async function pruneRateLimits(db: Database, olderThanMinutes: number): Promise<number> {
  const removed = await db
    .delete(rateLimits)
    .where(sql`${rateLimits.windowStart} < now() - make_interval(mins => ${olderThanMinutes})`)
    .returning({ key: rateLimits.key });
  return removed.length;
}

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

/**
 * One hit on `key` (see hitRateLimit); past `limit` in the window, a 429 with `code`. Windows older
 * than a day (the longest any throttle uses) are pruned first.
 */
export async function throttle(
  db: Database,
  key: string,
  limits: { limit: number; windowMinutes: number },
  code: MessageCode,
): Promise<void> {
  await pruneRateLimits(db, 24 * 60);
  if (!(await hitRateLimit(db, key, limits))) throw new HttpError(429, code);
}
