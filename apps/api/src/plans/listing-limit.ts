import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { storeItemCounts } from '../db/catalogue-schema.js';
import { stores } from '../db/schema.js';
import { HttpError } from '../lib/http-error.js';
import { listingLimitNow } from './in-force.js';

/** The store's listed products (from the kept per-group counts) and its plan's limit (null: none). */
export async function listingUsage(db: Executor, storeId: string): Promise<{ listings: number; listingLimit: number | null }> {
  const [row] = await db
    .select({
      listings:
        sql<number>`(select coalesce(sum(${storeItemCounts.n}), 0) from ${storeItemCounts} where ${storeItemCounts.storeId} = ${stores.id})`.mapWith(
          Number,
        ),
      listingLimit: listingLimitNow(stores.id),
    })
    .from(stores)
    .where(eq(stores.id, storeId));
  return { listings: row?.listings ?? 0, listingLimit: row?.listingLimit ?? null };
}

/** 409 listingLimitReached when the store already lists as many products as its plan allows. */
export async function checkListingLimit(db: Executor, storeId: string): Promise<void> {
  const { listings, listingLimit } = await listingUsage(db, storeId);
  if (listingLimit !== null && listings >= listingLimit) throw new HttpError(409, 'listingLimitReached');
}
