import type { CatalogueVertical, MasterProduct, MasterSearchQuery } from '@dhub/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { storeItems } from '../../db/catalogue-schema.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { currentCatalogueVersion, masterSearchCache, PAGE_CACHE_TTL } from '../../db/search-cache-schema.js';

export interface CachedSearch {
  total: number;
  totalCapped: boolean;
  ids: string[];
  /** Without `myItemId` (stored with `null`: the answer to a store that sells none of them). */
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

/**
 * One named prepared statement (planned once per connection, then only bound and executed) that
 * is all a cached search reads: the cached page of `key` at the current catalogue version, its
 * products as stored JSON text (`json`: no conversion), and the items of them of the searcher's
 * store (placeholder storeId, null for the operator: product id → item id, by the (store, product)
 * index). No row: the page is not cached at this version.
 */
const hitStatement = preparedPerDatabase((db: Executor) => {
  const mine = sql<Record<
    string,
    string
  > | null>`(select json_object_agg(${storeItems.masterProductId}, ${storeItems.id}) from ${storeItems}
    where ${storeItems.storeId} = ${sql.placeholder('storeId')}::uuid and ${storeItems.masterProductId} = any(${masterSearchCache.ids}))`;
  return db
    .select({
      total: masterSearchCache.total,
      totalCapped: masterSearchCache.totalCapped,
      products: sql<string>`${masterSearchCache.products}::text`,
      mine,
    })
    .from(masterSearchCache)
    .where(and(eq(masterSearchCache.key, sql.placeholder('key')), eq(masterSearchCache.version, currentCatalogueVersion)))
    .prepare('master_search_page');
});

/**
 * The stored page text: JSON.stringify of the products with `_id` then `myItemId: null` first in
 * each, so that a product's opening `{"_id":"<uuid>","myItemId":null` is unique in the text (in
 * JSON text an unescaped quote only delimits strings: no value can contain it).
 */
export function storedProductsText(products: MasterProduct[]): string {
  return JSON.stringify(products.map(({ _id, ...rest }) => ({ _id, myItemId: null, ...rest })));
}

const NO_ITEM = '"myItemId":null';

/** The stored text with the store's items set (vendor), or without `myItemId` at all (operator). */
function productsFor(text: string, mine: Record<string, string> | null, forVendor: boolean): string {
  if (!forVendor) return text.replaceAll(`",${NO_ITEM},`, '",');
  for (const [productId, itemId] of Object.entries(mine ?? {})) {
    text = text.replace(`{"_id":"${productId}",${NO_ITEM}`, `{"_id":"${productId}","myItemId":${JSON.stringify(itemId)}`);
  }
  return text;
}

/** Who searches: a vendor's store (resolved by the route), or the operator (null). */
export type Searcher = { storeId: string } | null;

/** The response's JSON text if the page of `key` was cached at the current catalogue version, else undefined. */
export async function readCachedSearch(
  db: Database,
  { searcher, key, page, limit }: { searcher: Searcher; key: string; page: number; limit: number },
): Promise<string | undefined> {
  const [row] = await hitStatement(db).execute({ key, storeId: searcher?.storeId ?? null });
  if (!row) return undefined;
  return searchAnswerText(row.products, row.mine, searcher !== null, { page, limit, total: row.total, totalCapped: row.totalCapped });
}

/** The response's JSON text from a page's stored products text (a hit, or a page just computed). */
export function searchAnswerText(
  productsText: string,
  mine: Record<string, string> | null,
  forVendor: boolean,
  { page, limit, total, totalCapped }: { page: number; limit: number; total: number; totalCapped: boolean },
): string {
  const items = productsFor(productsText, mine, forVendor);
  return `{"items":${items},"page":${page},"limit":${limit},"total":${total},"totalCapped":${totalCapped}}`;
}

/**
 * Stores a page computed at `version` (never over a newer one), purges pages past the TTL, and
 * gives the stored products text (`storedProductsText`: what a later hit answers).
 */
export async function writeCachedSearch(db: Database, key: string, version: number, page: CachedSearch): Promise<string> {
  const productsText = storedProductsText(page.products);
  const ids = sql`${`{${page.ids.join(',')}}`}::uuid[]`;
  await db.execute(sql`
    with purged as (delete from ${masterSearchCache} where ${masterSearchCache.createdAt} < now() - ${PAGE_CACHE_TTL})
    insert into ${masterSearchCache} (key, version, total, total_capped, ids, products)
    values (${key}, ${version}, ${page.total}, ${page.totalCapped}, ${ids}, ${productsText}::json)
    on conflict (key) do update set version = excluded.version, total = excluded.total, total_capped = excluded.total_capped,
      ids = excluded.ids, products = excluded.products, created_at = now()
    where ${masterSearchCache.version} <= excluded.version`);
  return productsText;
}

const storeItemsOfProducts = preparedPerDatabase((db: Executor) =>
  db
    .select({ productId: storeItems.masterProductId, id: storeItems.id })
    .from(storeItems)
    .where(
      and(
        eq(storeItems.storeId, sql.placeholder('storeId')),
        sql`${storeItems.masterProductId} = any(${sql.placeholder('productIds')}::uuid[])`,
      ),
    )
    .prepare('store_items_of_products'),
);

/** The store's items of some master products (master product id → item id). */
export async function storeItemsOf(db: Executor, storeId: string, productIds: string[]): Promise<Record<string, string>> {
  if (!productIds.length) return {};
  const rows = await storeItemsOfProducts(db).execute({ storeId, productIds });
  return Object.fromEntries(rows.map((row) => [row.productId, row.id]));
}
