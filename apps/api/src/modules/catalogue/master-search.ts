import { type CatalogueVertical, MASTER_SEARCH_TOTAL_CAP, type MasterSearchQuery } from '@dhub/contract';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { likePattern, lowerLike } from '../../db/text-search.js';
import { masterNameTrigramIndex, masterProductNames, masterProducts, verticalIs } from '../../db/catalogue-schema.js';
import { preparedPerDatabase, preparedPerShape } from '../../db/prepared.js';
import { currentCatalogueVersion } from '../../db/search-cache-schema.js';
import { inAnyCategory, joinedMasterProductJson, joinRefs } from './product-query.js';
import { offsetOf } from '../../db/paging.js';
import type { CachedSearch } from './search-cache.js';

type SearchQuery = Omit<MasterSearchQuery, 'storeId'>;
const FILTERS = ['categoryId', 'subcategoryId', 'childCategoryId', 'brandId'] as const;

/** The category (any level), subcategory, child category and brand filters, as parameters. */
function filterConditions(query: SearchQuery): (SQL | undefined)[] {
  const category = sql.placeholder('categoryId');
  return [
    query.categoryId ? inAnyCategory(masterProducts, category) : undefined,
    query.subcategoryId ? eq(masterProducts.subcategoryId, sql.placeholder('subcategoryId')) : undefined,
    query.childCategoryId ? eq(masterProducts.childCategoryId, sql.placeholder('childCategoryId')) : undefined,
    query.brandId ? eq(masterProducts.brandId, sql.placeholder('brandId')) : undefined,
  ];
}

const hasTerm = (query: SearchQuery) => Boolean(query.searchQuery?.trim());
const hasFilters = (query: SearchQuery) => FILTERS.some((filter) => query[filter] !== undefined);

/** Which parts are set (vertical, term, filters, sort): one set of prepared statements per shape. */
function shapeOf(vertical: CatalogueVertical, query: SearchQuery): string {
  const set = FILTERS.map((filter) => (query[filter] === undefined ? '_' : 'x')).join('');
  return `${vertical}_${hasTerm(query) ? 't' : '_'}${set}_${query.sort}_${query.order}`;
}

const statements = preparedPerShape((db, shape, { vertical, query }: { vertical: CatalogueVertical; query: SearchQuery }) => {
  const term = hasTerm(query);
  const where = and(
    verticalIs(masterProducts.vertical, vertical),
    term ? lowerLike(masterProducts.name, sql.placeholder('pattern')) : undefined,
    ...filterConditions(query),
  );
  // A text search alone counts in the narrow master_product_names (the same names lower-cased, kept by a trigger).
  const matches = (
    term && !hasFilters(query)
      ? db
          .select({ one: sql`1` })
          .from(masterProductNames)
          .where(and(verticalIs(masterProductNames.vertical, vertical), sql`${masterProductNames.name} like ${sql.placeholder('pattern')}`))
      : db
          .select({ one: sql`1` })
          .from(masterProducts)
          .where(where)
  )
    .limit(MASTER_SEARCH_TOTAL_CAP + 1)
    .as('matches');
  const direction = query.order === 'desc' ? desc : asc;
  const sortColumn = query.sort === 'createdAt' ? masterProducts.createdAt : masterProducts.name;
  // Sorted after the trigram index found the matches (an expression no index provides): with a
  // parameter for the term, the plan cannot tell a rare term (few matches) from a frequent one,
  // and walking the name index for a rare term reads the whole vertical. Frequent terms take the walk below.
  const sortKey = term ? sql`(${sortColumn} ${query.sort === 'createdAt' ? sql`+ interval '0 s'` : sql`|| ''`})` : sortColumn;
  const names = db
    .select({ id: masterProducts.id, name: masterProducts.name, nameLower: masterProducts.nameLower })
    .from(masterProducts)
    .where(verticalIs(masterProducts.vertical, vertical))
    .orderBy(direction(masterProducts.name), direction(masterProducts.id))
    .limit(sql.placeholder('walked'))
    .as('names');
  return {
    /**
     * The matches counted up to the cap (one more tells there are more), the catalogue version and
     * the planner's estimate of the vertical's products (its trigram index's tuples as of the last
     * ANALYZE: to size the name walk), in one statement. The version is read in the same snapshot
     * as the count and before the page: a page is never cached under a version newer than its data.
     */
    count: db
      .select({
        n: sql<number>`count(*)::int`,
        version: currentCatalogueVersion,
        products: sql<number>`(select greatest(reltuples, 0) from pg_class where oid = ${sql.raw(`'${masterNameTrigramIndex(vertical)}'`)}::regclass)`,
      })
      .from(matches)
      .prepare(`master_count_${shape}`),
    page: db
      .select({ id: masterProducts.id })
      .from(masterProducts)
      .where(where)
      .orderBy(direction(sortKey), direction(masterProducts.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`master_page_${shape}`),
    /**
     * A frequent term sorted by name: walk the vertical's names in order on the (vertical, name, id,
     * name_lower) index (index-only) and keep the matches; the walk stops at the page's last match.
     */
    walk: db
      .select({ id: names.id })
      .from(names)
      .where(sql`${names.nameLower} like ${sql.placeholder('pattern')}`)
      .orderBy(direction(names.name), direction(names.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`master_walk_${shape}`),
  };
});

/** The rows of a page's products (prepared: its refs by joins, which planning once makes cheaper than subselects). */
const productsByIds = preparedPerDatabase((db) =>
  joinRefs(db.select({ id: masterProducts.id, product: joinedMasterProductJson() }).from(masterProducts).$dynamic())
    .where(sql`${masterProducts.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('master_products_by_ids'),
);

/** A page of the master catalogue of a vertical (computed, for the shared cache), and the catalogue version it is of. */
export async function computeSearchPage(
  db: Executor,
  vertical: CatalogueVertical,
  query: SearchQuery,
): Promise<{ version: number; page: CachedSearch }> {
  const prepared = statements(db, shapeOf(vertical, query), { vertical, query });
  const term = hasTerm(query);
  const params = {
    pattern: term ? likePattern(query.searchQuery!) : undefined,
    ...Object.fromEntries(FILTERS.map((filter) => [filter, query[filter]])),
    limit: query.limit,
    offset: offsetOf(query),
  };
  const [counted] = await prepared.count.execute(params);
  const n = counted?.n ?? 0;
  const total = Math.min(n, MASTER_SEARCH_TOTAL_CAP);
  const totalCapped = n > MASTER_SEARCH_TOTAL_CAP;
  const version = Number(counted?.version ?? 0);
  const products = Number(counted?.products ?? 0);
  const result = (page: CachedSearch) => ({ version, page });
  const empty = { total, totalCapped, ids: [], products: [] };
  if (total === 0 || params.offset >= total) return result(empty);

  // The walk reads ≈ (offset + limit) × products ÷ total names; it is bounded at 4× that, and when
  // the bound holds too few matches (terms bunched in the alphabet) the page statement runs instead.
  let ids: string[] | undefined;
  if (term && query.sort === 'name' && !hasFilters(query)) {
    const walked = Math.ceil(((params.offset + query.limit) * products) / total) * 4 + 100;
    // Worth it when the bound is below the matches the page statement reads and sorts (past the cap: at least the cap).
    if (walked < (totalCapped ? products / 2 : total)) {
      const found = (await prepared.walk.execute({ ...params, walked })).map((row) => row.id);
      if (found.length === Math.min(query.limit, total - params.offset)) ids = found;
    }
  }
  ids ??= (await prepared.page.execute(params)).map((row) => row.id);
  if (!ids.length) return result(empty);
  const rows = await productsByIds(db).execute({ ids });
  const byId = new Map(rows.map((row) => [row.id, row.product]));
  const found = ids.filter((id) => byId.has(id));
  return result({ total, totalCapped, ids: found, products: found.map((id) => byId.get(id)!) });
}
