import {
  type CatalogueVertical,
  type MasterProduct,
  MASTER_SEARCH_TOTAL_CAP,
  masterProductSchema,
  type MasterSearchQuery,
  type ProductAttributes,
} from '@dhub/contract';
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { masterNameTrigramIndex, masterProductNames, masterProducts } from '../../db/catalogue-schema.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { catalogueVersion } from '../../db/search-cache-schema.js';
import { HttpError } from '../../lib/http-error.js';
import { masterColumns, nameContains, offsetOf, toMasterProduct, type MasterRow } from './product-query.js';
import { checkProductRefs } from './references.js';
import {
  readCachedSearch,
  searchAnswerText,
  searchCacheKey,
  storedProductsText,
  storeItemsOf,
  writeCachedSearch,
  type CachedSearch,
  type Searcher,
} from './search-cache.js';

export interface MasterProductInput {
  name: string;
  description?: string;
  categoryId: string;
  subcategoryId?: string;
  childCategoryId?: string;
  brandId?: string;
  unitId?: string;
  images: string[];
  attributes: ProductAttributes;
}

function masterOrder({ sort, order }: Pick<MasterSearchQuery, 'sort' | 'order'>) {
  const direction = order === 'desc' ? desc : asc;
  return [direction(sort === 'createdAt' ? masterProducts.createdAt : masterProducts.name), direction(masterProducts.id)];
}

/** The category (any level), subcategory, child category and brand filters. */
function whereFilters(query: Omit<MasterSearchQuery, 'storeId'>): (SQL | undefined)[] {
  const category = query.categoryId;
  return [
    category
      ? or(
          eq(masterProducts.categoryId, category),
          eq(masterProducts.subcategoryId, category),
          eq(masterProducts.childCategoryId, category),
        )
      : undefined,
    query.subcategoryId ? eq(masterProducts.subcategoryId, query.subcategoryId) : undefined,
    query.childCategoryId ? eq(masterProducts.childCategoryId, query.childCategoryId) : undefined,
    query.brandId ? eq(masterProducts.brandId, query.brandId) : undefined,
  ];
}

/**
 * The master catalogue of a vertical, searched and filtered, as the response's JSON text; for a
 * vendor's store, each product has `myItemId` (the store's item of it, or null). The operator
 * searches without a store. A page is computed once per catalogue version and shared through
 * master_search_cache (search-cache.ts); the store's items of its products are read every time.
 */
export async function searchMasterJson(
  db: Database,
  { vertical, searcher, query }: { vertical: CatalogueVertical; searcher: Searcher; query: Omit<MasterSearchQuery, 'storeId'> },
): Promise<string> {
  const key = searchCacheKey(vertical, query);
  const cached = await readCachedSearch(db, { searcher, key, page: query.page, limit: query.limit });
  if (cached !== undefined) return cached;
  const { version, page } = await computeSearchPage(db, vertical, query);
  masterProductSchema.array().parse(page.products); // what the response schema would check, once per page
  await writeCachedSearch(db, key, version, page);
  const mine = searcher ? await storeItemsOf(db, searcher.storeId, page.ids) : null;
  // The same text a later hit answers: the stored form, with the store's items set.
  const { total, totalCapped } = page;
  return searchAnswerText(storedProductsText(page.products), mine, searcher !== null, {
    page: query.page,
    limit: query.limit,
    total,
    totalCapped,
  });
}

/** The rows of a page's products. */
const productsByIds = preparedPerDatabase((db) =>
  db
    .select(masterColumns())
    .from(masterProducts)
    .where(sql`${masterProducts.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('master_products_by_ids'),
);

/**
 * The matches counted up to the cap (one more row tells whether there are more), with the
 * catalogue version and the planner's estimate of the vertical's products (the tuples of its
 * partial trigram index as of the last ANALYZE: enough to size the name walk below, where an
 * exact count of 100k index entries cost ~9 ms), in one statement.
 *
 * The version is read in the same snapshot as the count and before the page: the page is at
 * least as new as the version it is cached under, so a page is never answered at a newer
 * version than its data (a change committed meanwhile only makes it miss once more).
 */
async function countMatches(
  db: Executor,
  vertical: CatalogueVertical,
  table: typeof masterProducts | typeof masterProductNames,
  condition: SQL | undefined,
) {
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(condition)
    .limit(MASTER_SEARCH_TOTAL_CAP + 1)
    .as('matches');
  const [row] = await db
    .select({
      n: count(),
      version: sql<string>`(select ${catalogueVersion.version} from ${catalogueVersion} where ${catalogueVersion.id} = 1)`,
      products: sql<number>`(select greatest(reltuples, 0) from pg_class where oid = ${masterNameTrigramIndex(vertical)}::regclass)`,
    })
    .from(matches);
  const n = row?.n ?? 0;
  return {
    total: Math.min(n, MASTER_SEARCH_TOTAL_CAP),
    totalCapped: n > MASTER_SEARCH_TOTAL_CAP,
    version: Number(row?.version ?? 0),
    products: Number(row?.products ?? 0),
  };
}

async function computeSearchPage(
  db: Executor,
  vertical: CatalogueVertical,
  query: Omit<MasterSearchQuery, 'storeId'>,
): Promise<{ version: number; page: CachedSearch }> {
  const where = and(eq(masterProducts.vertical, vertical), nameContains(masterProducts.name, query.searchQuery), ...whereFilters(query));
  const term = query.searchQuery?.trim().toLowerCase();
  const filters = [query.categoryId, query.subcategoryId, query.childCategoryId, query.brandId];
  const noFilters = filters.every((value) => value === undefined);
  // A text search alone counts in the narrow master_product_names (same lower-cased names, kept by a trigger).
  const { total, totalCapped, version, products } =
    term && noFilters
      ? await countMatches(
          db,
          vertical,
          masterProductNames,
          and(eq(masterProductNames.vertical, vertical), nameContains(masterProductNames.name, term, false)),
        )
      : await countMatches(db, vertical, masterProducts, where);
  const result = (page: CachedSearch) => ({ version, page });
  const empty = { total, totalCapped, ids: [], products: [] };
  if (total === 0 || offsetOf(query) >= total) return result(empty);

  // Two steps: the page's ids from master_products alone (cheap to plan), then their rows with
  // the five refs by id (a 7-table join planned around a trigram condition cost 15 ms of planning
  // on PostgreSQL 15, more than running it).
  const pageIds = async (condition: SQL | undefined) =>
    (
      await db
        .select({ id: masterProducts.id })
        .from(masterProducts)
        .where(condition)
        .orderBy(...masterOrder(query))
        .limit(query.limit)
        .offset(offsetOf(query))
    ).map((row) => row.id);

  // A frequent term sorted by name: the planner's LIKE estimate is a guess (a few rows), so it
  // reads and sorts every match (thousands: 10–80 ms). Instead, walk the vertical's names in order
  // on the (vertical, name, id) index (index-only) and keep the matches: the walk stops at the
  // page's last match (≈ (offset + limit) × products / total names: under 1 ms for a frequent
  // term). It is bounded at 4× that; when the bound holds too few matches (terms bunched in the
  // alphabet), the full plan runs instead.
  let ids: string[] | undefined;
  if (term && query.sort === 'name' && noFilters) {
    const walked = Math.ceil(((offsetOf(query) + query.limit) * products) / total) * 4 + 100;
    // Worth it when the bound is below the matches the full plan reads and sorts (past the cap: unknown, at least the cap).
    if (walked < (totalCapped ? products / 2 : total)) {
      const direction = query.order === 'desc' ? desc : asc;
      const names = db
        .select({ id: masterProducts.id, name: masterProducts.name })
        .from(masterProducts)
        .where(eq(masterProducts.vertical, vertical))
        .orderBy(direction(masterProducts.name), direction(masterProducts.id))
        .limit(walked)
        .as('names');
      // Ordered as the walk: PostgreSQL adds no sort, so the limit stops the walk early.
      const found = (
        await db
          .select({ id: names.id })
          .from(names)
          .where(nameContains(names.name, term))
          .orderBy(direction(names.name), direction(names.id))
          .limit(query.limit)
          .offset(offsetOf(query))
      ).map((row) => row.id);
      if (found.length === Math.min(query.limit, total - offsetOf(query))) ids = found;
    }
  }
  ids ??= await pageIds(where);
  if (!ids.length) return result(empty);
  const rows = await productsByIds(db).execute({ ids });
  const byId = new Map(rows.map((row) => [row._id, row]));
  const found = ids.filter((id) => byId.has(id));
  return result({ total, totalCapped, ids: found, products: found.map((id) => toMasterProduct(byId.get(id) as MasterRow)) });
}

export async function getMaster(db: Executor, { vertical, id }: { vertical: CatalogueVertical; id: string }): Promise<MasterProduct> {
  const [row] = await db
    .select(masterColumns())
    .from(masterProducts)
    .where(and(eq(masterProducts.id, id), eq(masterProducts.vertical, vertical)));
  if (!row) throw new HttpError(404, 'productNotFound');
  return toMasterProduct(row as MasterRow);
}

/** Inserts a master product (refs checked); returns its id. */
export async function insertMaster(
  db: Executor,
  { vertical, input }: { vertical: CatalogueVertical; input: MasterProductInput },
): Promise<string> {
  await checkProductRefs(db, { vertical, refs: input });
  const [row] = await db
    .insert(masterProducts)
    .values({ vertical, ...input, description: input.description ?? null })
    .returning({ id: masterProducts.id });
  return row!.id;
}

export async function updateMaster(
  db: Database,
  { vertical, id, input }: { vertical: CatalogueVertical; id: string; input: Partial<MasterProductInput> },
): Promise<MasterProduct> {
  const [current] = await db
    .select()
    .from(masterProducts)
    .where(and(eq(masterProducts.id, id), eq(masterProducts.vertical, vertical)));
  if (!current) throw new HttpError(404, 'productNotFound');
  const merged = {
    categoryId: input.categoryId ?? current.categoryId,
    subcategoryId: input.subcategoryId ?? (input.categoryId ? undefined : (current.subcategoryId ?? undefined)),
    childCategoryId:
      input.childCategoryId ?? (input.categoryId || input.subcategoryId ? undefined : (current.childCategoryId ?? undefined)),
    brandId: input.brandId ?? current.brandId ?? undefined,
    unitId: input.unitId ?? current.unitId ?? undefined,
    attributes: input.attributes ?? current.attributes,
  };
  await checkProductRefs(db, { vertical, refs: merged });
  await db
    .update(masterProducts)
    .set({
      ...input,
      subcategoryId: merged.subcategoryId ?? null,
      childCategoryId: merged.childCategoryId ?? null,
      updatedAt: sql`now()`,
    })
    .where(eq(masterProducts.id, id));
  return getMaster(db, { vertical, id });
}
