import type { CatalogueVertical, MasterProduct, MasterSearchQuery } from '@dhub/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { storeItems } from '../../db/catalogue-schema.js';
import { catalogueVersion, masterSearchCache } from '../../db/search-cache-schema.js';

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

// A named prepared statement per database handle: planned once per connection, then only bound
// and executed (on a hit, this one statement is all a search reads).
const hitStatements = new WeakMap<Database, ReturnType<typeof prepareHit>>();
function prepareHit(db: Database) {
  const storeId = sql`${sql.placeholder('storeId')}::uuid`;
  // The page's products as JSON text, each with the store's item of it when there is a store:
  // built by PostgreSQL and sent as is (no parse and re-serialisation of ~15 KB per request).
  // (A scalar subselect per product: as a join, the planner hashed the store's whole list.)
  const myItemId = sql`(select ${storeItems.id} from ${storeItems}
    where ${storeItems.storeId} = ${storeId} and ${storeItems.masterProductId} = (product->>'_id')::uuid)`;
  const items = sql<string>`(select coalesce(json_agg(case when ${storeId} is null then product
      else product || jsonb_build_object('myItemId', ${myItemId}) end order by n), '[]')::text
    from jsonb_array_elements(${masterSearchCache.products}) with ordinality as page(product, n))`;
  return db
    .select({ total: masterSearchCache.total, totalCapped: masterSearchCache.totalCapped, items })
    .from(masterSearchCache)
    .where(and(eq(masterSearchCache.key, sql.placeholder('key')), eq(masterSearchCache.version, currentVersion)))
    .prepare('master_search_cache_hit');
}

/**
 * The cached page of a search as the response's JSON text, if it was computed at the current
 * catalogue version; with a store, each product has `myItemId` (read now, not cached).
 */
export async function readCachedSearch(
  db: Database,
  key: string,
  storeId: string | null,
  { page, limit }: { page: number; limit: number },
): Promise<string | undefined> {
  let statement = hitStatements.get(db);
  if (!statement) hitStatements.set(db, (statement = prepareHit(db)));
  const [row] = await statement.execute({ key, storeId });
  if (!row) return undefined;
  return `{"items":${row.items},"page":${page},"limit":${limit},"total":${row.total},"totalCapped":${row.totalCapped}}`;
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
