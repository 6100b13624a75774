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

/**
 * Whether the store may list one more product, holding its listing lock until the transaction
 * ends: every way a product joins a list (an add, an approved request, a restore) takes it first,
 * so two at once cannot both take the last place. Must run in the transaction that lists it.
 */
export async function hasListingRoom(tx: Executor, storeId: string): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`listings:${storeId}`}, 0))`);
  const { listings, listingLimit } = await listingUsage(tx, storeId);
  return listingLimit === null || listings < listingLimit;
}

/** 409 listingLimitReached when the store already lists as many products as its plan allows (see hasListingRoom). */
export async function checkListingLimit(tx: Executor, storeId: string): Promise<void> {
  if (!(await hasListingRoom(tx, storeId))) throw new HttpError(409, 'listingLimitReached');
}
