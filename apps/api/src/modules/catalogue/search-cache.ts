import type { CatalogueVertical, MasterSearchQuery } from '@dhub/contract';
import { and, type Column, eq, sql, type SQL, type Subquery } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { masterProductTexts, storeItems } from '../../db/catalogue-schema.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { purgedPastTtl } from '../../db/cache-purge.js';
import { currentCatalogueVersion, masterSearchCache, masterSearchCounts, masterSearchWindows } from '../../db/search-cache-schema.js';
import { answeredPage, type SearchKeys, type SearchPage } from './search-page-parts.js';

/**
 * The search, normalised: two searches with the same key answer the same page. The first entry is
 * the stored text's form (2: built by PostgreSQL, whose spacing productsFor matches): pages of an
 * earlier form are never answered, and go with the TTL.
 */
export function searchCacheKey(vertical: CatalogueVertical, query: Omit<MasterSearchQuery, 'storeId'>): string {
  return JSON.stringify([2, ...matching(vertical, query), query.sort, query.order, query.page, query.limit]);
}

/** What a search's matches depend on: its vertical, lower-cased term and filters. */
const matching = (vertical: CatalogueVertical, query: Omit<MasterSearchQuery, 'storeId'>) => [
  vertical,
  query.searchQuery?.trim().toLowerCase() ?? '',
  query.categoryId ?? '',
  query.subcategoryId ?? '',
  query.childCategoryId ?? '',
  query.brandId ?? '',
];

/** The key of a search's count: every page, limit and sort of a search shares it. */
export const searchCountKey = (vertical: CatalogueVertical, query: Omit<MasterSearchQuery, 'storeId'>) =>
  JSON.stringify(matching(vertical, query));

/** The key of a search's matches in one order (its window): every page and limit of the search in that order shares it. */
export const searchWindowKey = (vertical: CatalogueVertical, query: Omit<MasterSearchQuery, 'storeId'>) =>
  JSON.stringify([...matching(vertical, query), query.sort, query.order]);

/** The matches of the search of placeholder `countKey` counted at the current catalogue version, null if not counted yet. */
export const countedMatches = sql<number | null>`(select ${masterSearchCounts.matches} from ${masterSearchCounts}
  where ${masterSearchCounts.key} = ${sql.placeholder('countKey')} and ${masterSearchCounts.version} = ${currentCatalogueVersion})`;

/**
 * The searcher's store's items of some master products (placeholder storeId, null for the
 * operator), product id → item id, by the (store, product) index; null when none.
 */
export const storeItemsJson = (productIds: SQL | SQL.Aliased | Column) =>
  sql<Record<string, string> | null>`(select json_object_agg(${storeItems.masterProductId}, ${storeItems.id}) from ${storeItems}
    where ${storeItems.storeId} = ${sql.placeholder('storeId')}::uuid and ${storeItems.masterProductId} = any(${productIds}))`;

/** The cached page of placeholder `key` at the current catalogue version: the hit's statement and a miss's read it. */
export const cachedPageOfKey = and(
  eq(masterSearchCache.key, sql.placeholder('key')),
  eq(masterSearchCache.version, currentCatalogueVersion),
);

/**
 * One named prepared statement, all a cached search reads: the cached page of `key` at the current
 * catalogue version, its products as stored JSON text, and the searcher's store's items of them.
 * Kept apart from the count of a miss: a statement naming the count's tables, even behind a
 * branch never taken, opens and locks them at every hit (a quarter to half slower in PostgreSQL:
 * README, the eighth session's kept texts).
 */
const hitStatement = preparedPerDatabase((db: Executor) =>
  db
    .select({
      total: masterSearchCache.total,
      totalCapped: masterSearchCache.totalCapped,
      products: masterSearchCache.products,
      mine: storeItemsJson(masterSearchCache.ids),
    })
    .from(masterSearchCache)
    .where(cachedPageOfKey)
    .prepare('master_search_page'),
);

/** The page of `key` if cached at the current catalogue version: its stored products text, the store's items of them, the total. */
export async function readCachedPage(db: Executor, { key, storeId }: Pick<SearchKeys, 'key' | 'storeId'>): Promise<SearchPage | undefined> {
  const [row] = await hitStatement(db).execute({ key, storeId });
  return row && answeredPage(row);
}

/**
 * A CTE `computed` of the page of `ids` (product ids in the page's order): their ids and their
 * products as a page keeps them (their kept texts, `myItemId` null), built in PostgreSQL.
 */
export const pageProducts = (db: Executor, ids: SQL) =>
  db.$with('computed').as(
    db
      .select({
        ids: sql<string[]>`coalesce(array_agg(${masterProductTexts.productId} order by ordered.n), '{}')`.as('ids'),
        products:
          sql<string>`'[' || coalesce(string_agg(${storedProductText(masterProductTexts.text)}, ', ' order by ordered.n), '') || ']'`.as(
            'products',
          ),
      })
      .from(sql`unnest(${ids}) with ordinality as ordered(id, n)`)
      .innerJoin(masterProductTexts, eq(masterProductTexts.productId, sql`ordered.id`)),
  );

/**
 * CTEs that store a page just computed (`ids` and products text, from `source`) under placeholder
 * `key` at the version its count was read at (never over a newer one), when `when` holds, and
 * purge pages past the TTL: part of the statement that computes the page, so its products never
 * travel to Node and back.
 */
export function writePage(
  db: Executor,
  page: { ids: SQL.Aliased; products: SQL.Aliased; source: SQL | Subquery; version: SQL; total: SQL; totalCapped: SQL },
  when: SQL,
) {
  const row = sql`select ${sql.placeholder('key')}::text, ${page.version}, ${page.total}, ${page.totalCapped}, ${page.ids}, ${page.products}, now()
    from ${page.source} where ${when}`;
  const written = db.$with('written').as(
    db
      .insert(masterSearchCache)
      .select(row)
      .onConflictDoUpdate({
        target: masterSearchCache.key,
        set: {
          version: sql`excluded.version`,
          total: sql`excluded.total`,
          totalCapped: sql`excluded.total_capped`,
          ids: sql`excluded.ids`,
          products: sql`excluded.products`,
          createdAt: sql`now()`,
        },
        setWhere: sql`${masterSearchCache.version} <= excluded.version`,
      })
      .returning({ key: masterSearchCache.key }),
  );
  return [written, purgedPastTtl(db, 'purged', masterSearchCache)] as const;
}

/**
 * CTEs that keep a search's count (`matches` under placeholder `countKey`, at `version`) when
 * `when` holds (counted now: writing a kept one again would only lock its row), and purge counts
 * past the TTL.
 */
export function writeCount(db: Executor, count: { version: SQL; matches: SQL; when: SQL }) {
  const counted = db.$with('counted_written').as(
    db
      .insert(masterSearchCounts)
      .select(sql`select ${sql.placeholder('countKey')}::text, ${count.version}, ${count.matches}, now() where ${count.when}`)
      .onConflictDoUpdate({
        target: masterSearchCounts.key,
        set: { version: sql`excluded.version`, matches: sql`excluded.matches`, createdAt: sql`now()` },
        setWhere: sql`${masterSearchCounts.version} < excluded.version`,
      })
      .returning({ key: masterSearchCounts.key }),
  );
  return [counted, purgedPastTtl(db, 'purged_counts', masterSearchCounts)] as const;
}

/**
 * CTEs that keep `ids` (a search's matches in order, from the first, in `source`) as the window of
 * placeholder `windowKey` at `version`, when `when` holds: a longer window of the same version
 * replaces a shorter one, a newer version any; and purge windows past the TTL.
 */
export function writeWindow(db: Executor, window: { ids: SQL.Aliased; source: SQL | Subquery; version: SQL }, when: SQL) {
  const written = db.$with('window_written').as(
    db
      .insert(masterSearchWindows)
      .select(
        sql`select ${sql.placeholder('windowKey')}::text, ${window.version}, ${window.ids}, now() from ${window.source} where ${when}`,
      )
      .onConflictDoUpdate({
        target: masterSearchWindows.key,
        set: { version: sql`excluded.version`, ids: sql`excluded.ids`, createdAt: sql`now()` },
        setWhere: sql`${masterSearchWindows.version} < excluded.version
          or (${masterSearchWindows.version} = excluded.version and cardinality(${masterSearchWindows.ids}) < cardinality(excluded.ids))`,
      })
      .returning({ key: masterSearchWindows.key }),
  );
  return [written, purgedPastTtl(db, 'purged_windows', masterSearchWindows)] as const;
}

// A stored product opens with `{"_id" : "<uuid>", "myItemId" : null` (json_build_object's text): in
// JSON text an unescaped quote only delimits strings, so no value can contain that opening.
const NO_ITEM = '"myItemId" : null';
const idOpening = (productId: string) => `{"_id" : "${productId}", `;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * A product's kept text (master_product_texts) as a page stores it: `myItemId: null` put right
 * after its `_id`. Placed by byte (the opening is ASCII): a text's overlay counts the characters of
 * the whole text, six times the CPU of the byte form's UTF-8 checks.
 */
export const storedProductText = (text: Column) =>
  sql<string>`convert_from(overlay(convert_to(${text}, 'UTF8') placing ${sql.raw(`convert_to('${NO_ITEM}, ', 'UTF8')`)}
    from ${sql.raw(String(idOpening(NIL_UUID).length + 1))} for 0), 'UTF8')`;

/** The stored text with the store's items set (vendor), or without `myItemId` at all (operator). */
function productsFor(text: string, mine: Record<string, string> | null, forVendor: boolean): string {
  if (!forVendor) return text.replaceAll(`", ${NO_ITEM}, `, '", ');
  for (const [productId, itemId] of Object.entries(mine ?? {})) {
    text = text.replace(`${idOpening(productId)}${NO_ITEM}`, `${idOpening(productId)}"myItemId" : ${JSON.stringify(itemId)}`);
  }
  return text;
}

/** Who searches: a vendor's store (resolved by the route), or the operator (null). */
export type Searcher = { storeId: string } | null;

/** The response's JSON text from a page's stored products text and the store's items of them. */
export function searchAnswerText(
  productsText: string,
  mine: Record<string, string> | null,
  forVendor: boolean,
  { page, limit, total, totalCapped }: { page: number; limit: number; total: number; totalCapped: boolean },
): string {
  const items = productsFor(productsText, mine, forVendor);
  return `{"items":${items},"page":${page},"limit":${limit},"total":${total},"totalCapped":${totalCapped}}`;
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
