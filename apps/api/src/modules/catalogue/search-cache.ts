import type { CatalogueVertical, MasterProduct, MasterSearchQuery } from '@dhub/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { storeItems } from '../../db/catalogue-schema.js';
import { catalogueVersion, masterSearchCache } from '../../db/search-cache-schema.js';
import { storeOfVerticalSubquery } from './store-scope.js';

/** How long a cached page may be kept (it is only ever answered at its catalogue version). */
const TTL = sql`interval '10 minutes'`;

export interface CachedSearch {
  total: number;
  totalCapped: boolean;
  ids: string[];
  /** Without `myItemId`: the same for every store. */
  products: MasterProduct[];
}

/** The search, normalised: two searches with the same key answer the same page. */
export function searchCacheKey(vertical: CatalogueVertical, query: Omit<MasterSearchQuery, 'storeId'>): string {
  return JSON.stringify([
    vertical,
    query.searchQuery?.trim().toLowerCase() ?? '',
    query.categoryId ?? '',
    query.subcategoryId ?? '',
    query.childCategoryId ?? '',
    query.brandId ?? '',
    query.sort,
    query.order,
    query.page,
    query.limit,
  ]);
}

const currentVersion = sql`(select ${catalogueVersion.version} from ${catalogueVersion} where ${catalogueVersion.id} = 1)`;

type Hit = ReturnType<typeof prepareHit>;
const hitStatements = new WeakMap<Database, { vendor: Hit; operator: Hit }>();

/**
 * One named prepared statement (planned once per connection, then only bound and executed) that
 * is all a cached search reads: the vendor's store (as resolveStore picks it: placeholders
 * vendorId, vertical, storeId) or none for the operator, joined with the cached page of `key` at
 * the current catalogue version. Its products come as JSON text, each with the store's item of it
 * when there is a store, built by PostgreSQL and sent as is (no parse and re-serialisation of
 * ~15 KB per request). A scalar subselect per product: as a join, the planner hashed the store's
 * whole list.
 */
function prepareHit(db: Database, forVendor: boolean) {
  const store = forVendor ? sql`(${storeOfVerticalSubquery}) as store(id)` : sql`(select null::uuid) as store(id)`;
  const myItemId = sql`(select ${storeItems.id} from ${storeItems}
    where ${storeItems.storeId} = store.id and ${storeItems.masterProductId} = (product->>'_id')::uuid)`;
  const items = sql<string>`(select coalesce(json_agg(case when store.id is null then product
      else product || jsonb_build_object('myItemId', ${myItemId}) end order by n), '[]')::text
    from jsonb_array_elements(${masterSearchCache.products}) with ordinality as page(product, n))`;
  return db
    .select({ storeId: sql<string | null>`store.id`, total: masterSearchCache.total, totalCapped: masterSearchCache.totalCapped, items })
    .from(store)
    .leftJoin(masterSearchCache, and(eq(masterSearchCache.key, sql.placeholder('key')), eq(masterSearchCache.version, currentVersion)))
    .prepare(forVendor ? 'master_search_page_for_vendor' : 'master_search_page_for_operator');
}

/** Who searches: a vendor (its store of the vertical, or `storeId`), or the operator (null). */
export type Searcher = { vendorId: string; storeId?: string } | null;

/**
 * The searcher's store (null for the operator) and, if the page of `key` was cached at the current
 * catalogue version, the response's JSON text; undefined when the vendor has no such store.
 */
export async function readCachedSearch(
  db: Database,
  vertical: CatalogueVertical,
  searcher: Searcher,
  key: string,
  { page, limit }: { page: number; limit: number },
): Promise<{ storeId: string | null; json?: string } | undefined> {
  let statements = hitStatements.get(db);
  if (!statements) hitStatements.set(db, (statements = { vendor: prepareHit(db, true), operator: prepareHit(db, false) }));
  const [row] = searcher
    ? await statements.vendor.execute({ key, vendorId: searcher.vendorId, vertical, storeId: searcher.storeId ?? null })
    : await statements.operator.execute({ key });
  if (!row) return undefined;
  if (row.total === null) return { storeId: row.storeId };
  return {
    storeId: row.storeId,
    json: `{"items":${row.items},"page":${page},"limit":${limit},"total":${row.total},"totalCapped":${row.totalCapped}}`,
  };
}

/** Stores a page computed at `version` (never over a newer one), and purges pages past the TTL. */
export async function writeCachedSearch(db: Database, key: string, version: number, page: CachedSearch): Promise<void> {
  const ids = sql`${`{${page.ids.join(',')}}`}::uuid[]`;
  await db.execute(sql`
    with purged as (delete from ${masterSearchCache} where ${masterSearchCache.createdAt} < now() - ${TTL})
    insert into ${masterSearchCache} (key, version, total, total_capped, ids, products)
    values (${key}, ${version}, ${page.total}, ${page.totalCapped}, ${ids}, ${JSON.stringify(page.products)}::jsonb)
    on conflict (key) do update set version = excluded.version, total = excluded.total, total_capped = excluded.total_capped,
      ids = excluded.ids, products = excluded.products, created_at = now()
    where ${masterSearchCache.version} <= excluded.version`);
}

/** The store's items of some master products (master product id → item id). */
export async function storeItemsOf(db: Executor, storeId: string, productIds: string[]): Promise<Record<string, string>> {
  if (!productIds.length) return {};
  const rows = await db
    .select({ productId: storeItems.masterProductId, id: storeItems.id })
    .from(storeItems)
    .where(and(eq(storeItems.storeId, storeId), sql`${storeItems.masterProductId} = any(${`{${productIds.join(',')}}`}::uuid[])`));
  return Object.fromEntries(rows.map((row) => [row.productId, row.id]));
}
