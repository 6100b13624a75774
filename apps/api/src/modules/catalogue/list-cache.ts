import type { MyListQuery } from '@dhub/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { purgedPastTtl } from '../../db/cache-purge.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { currentCatalogueVersion, PAGE_CACHE_TTL, storeListCache, storeListChanges } from '../../db/search-cache-schema.js';

/** How long a change is kept: past every cached page's snapshot (unless a transaction ran for 50 minutes). */
const CHANGES_KEPT = sql`interval '1 hour'`;

/** What a store's list page was read at: its snapshot (the store's changes) and the catalogue version (products, refs). */
export interface ListReadAt {
  snapshot: string;
  catalogueVersion: number;
}

/** The list's query, normalised: two queries with the same key answer the same page. */
export function listCacheKey(query: Omit<MyListQuery, 'storeId'>): string {
  return JSON.stringify([
    query.searchQuery?.trim().toLowerCase() ?? '',
    query.categoryId ?? '',
    query.brandId ?? '',
    query.stockState ?? '',
    query.isAvailable ?? '',
    query.sort,
    query.order,
    query.page,
    query.limit,
  ]);
}

/** What the page is read at, as SQL to select in the same statement (one snapshot) as the page. */
export const listReadAt = () => ({ snapshot: sql<string>`pg_current_snapshot()::text`, catalogueVersion: currentCatalogueVersion });

/**
 * All a hit reads (one named prepared statement): the page of (store, key) unless past the TTL, the
 * catalogue changed, or a change of the store committed that its snapshot does not see. Changes
 * older than the snapshot's xmin are all visible in it: only the store's later ones are read.
 */
const hitStatement = preparedPerDatabase((db: Executor) => {
  const storeId = sql.placeholder('storeId');
  const unseenChange = db
    .select({ one: sql`1` })
    .from(storeListChanges)
    .where(
      and(
        eq(storeListChanges.storeId, storeId),
        sql`${storeListChanges.xid} >= pg_snapshot_xmin(${storeListCache.snapshot})`,
        sql`not pg_visible_in_snapshot(${storeListChanges.xid}, ${storeListCache.snapshot})`,
      ),
    );
  return db
    .select({ total: storeListCache.total, items: storeListCache.items })
    .from(storeListCache)
    .where(
      and(
        eq(storeListCache.storeId, storeId),
        eq(storeListCache.key, sql.placeholder('key')),
        sql`${storeListCache.createdAt} > now() - ${PAGE_CACHE_TTL}`,
        sql`${storeListCache.catalogueVersion} = ${currentCatalogueVersion}`,
        sql`not exists (${unseenChange})`,
      ),
    )
    .prepare('store_list_page');
});

/** The cached page (items as JSON text and the total), or undefined when not valid now. */
export async function readCachedList(db: Database, storeId: string, key: string): Promise<{ items: string; total: number } | undefined> {
  const [row] = await hitStatement(db).execute({ storeId, key });
  return row;
}

const writeStatement = preparedPerDatabase((db: Executor) => {
  const purged = purgedPastTtl(db, 'purged', storeListCache);
  const forgotten = db.$with('forgotten').as(
    db
      .delete(storeListChanges)
      .where(sql`${storeListChanges.at} < now() - ${CHANGES_KEPT}`)
      .returning({ xid: storeListChanges.xid }),
  );
  const page = {
    storeId: sql.placeholder('storeId'),
    key: sql.placeholder('key'),
    snapshot: sql`${sql.placeholder('snapshot')}::pg_snapshot`,
    catalogueVersion: sql.placeholder('catalogueVersion'),
    total: sql.placeholder('total'),
    items: sql.placeholder('items'),
  };
  return db
    .with(purged, forgotten)
    .insert(storeListCache)
    .values(page as unknown as typeof storeListCache.$inferInsert)
    .onConflictDoUpdate({
      target: [storeListCache.storeId, storeListCache.key],
      set: {
        snapshot: sql`excluded.snapshot`,
        catalogueVersion: sql`excluded.catalogue_version`,
        total: sql`excluded.total`,
        items: sql`excluded.items`,
        createdAt: sql`now()`,
      },
    })
    .prepare('store_list_page_write');
});

/**
 * Stores a page with what it was read at (replacing any other page of the key: the newest read
 * wins only while it is valid, which the hit checks), and purges old pages and changes.
 */
export async function writeCachedList(
  db: Database,
  { storeId, key, readAt, items, total }: { storeId: string; key: string; readAt: ListReadAt; items: string; total: number },
): Promise<void> {
  await writeStatement(db).execute({ storeId, key, snapshot: readAt.snapshot, catalogueVersion: readAt.catalogueVersion, total, items });
}
