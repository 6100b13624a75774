import { type CatalogueVertical, MASTER_SEARCH_TOTAL_CAP, type MasterSearchQuery } from '@dhub/contract';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { likePattern, lowerLike } from '../../db/text-search.js';
import { masterNameTrigramIndex, masterProductNames, masterProducts, verticalIs } from '../../db/catalogue-schema.js';
import { preparedPerShape } from '../../db/prepared.js';
import { currentCatalogueVersion } from '../../db/search-cache-schema.js';
import { inAnyCategory, joinRefs, storedMasterProductJson } from './product-query.js';
import { offsetOf } from '../../db/paging.js';
import { countedMatches, readCachedPage, storeItemsJson, writePage } from './search-cache.js';

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
  const pageIds = {
    page: db
      .select({ id: masterProducts.id })
      .from(masterProducts)
      .where(where)
      .orderBy(direction(sortKey), direction(masterProducts.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
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
      .offset(sql.placeholder('offset')),
  };
  /**
   * A page computed, stored and answered in one statement: its ids (in order), their products as
   * the cache keeps them (JSON text built here), the store's items of them; stored under the key
   * unless a walk came short of the page (then the page statement runs instead).
   */
  const fill = (ids: SQL, storeIf: (ids: SQL.Aliased<string[]>) => SQL = () => sql`true`) => {
    const computed = db.$with('computed').as(
      joinRefs(
        db
          .select({
            ids: sql<string[]>`coalesce(array_agg(${masterProducts.id} order by ordered.n), '{}')`.as('ids'),
            products: sql<string>`coalesce(json_agg(${storedMasterProductJson()} order by ordered.n), '[]')`.as('products'),
          })
          .from(sql`unnest(${ids}) with ordinality as ordered(id, n)`)
          .innerJoin(masterProducts, eq(masterProducts.id, sql`ordered.id`))
          .$dynamic(),
      ),
    );
    const ctes = writePage(db, { ids: computed.ids, products: computed.products, source: computed }, storeIf(computed.ids));
    return db
      .with(computed, ...ctes)
      .select({ ids: computed.ids, products: sql<string>`${computed.products}::text`, mine: storeItemsJson(computed.ids) })
      .from(computed);
  };
  return {
    /**
     * The matches counted up to the cap (one more tells there are more; counted once per search
     * and catalogue version), the catalogue version and the planner's estimate of the vertical's
     * products (its trigram index's tuples as of the last ANALYZE: to size the name walk). The
     * version is read in the same snapshot as the count and before the page: a page is never
     * cached under a version newer than its data.
     */
    count: db
      .select({
        n: sql<number>`coalesce(${countedMatches}, (select count(*)::int from ${matches}))`,
        version: currentCatalogueVersion,
        estimate: sql<number>`(select greatest(reltuples, 0) from pg_class where oid = ${sql.raw(`'${masterNameTrigramIndex(vertical)}'`)}::regclass)`,
      })
      .from(sql`(select 1) as counted`)
      .prepare(`master_count_${shape}`),
    page: fill(sql`array(${pageIds.page})`).prepare(`master_page_${shape}`),
    walk: fill(sql`array(${pageIds.walk})`, (ids) => sql`cardinality(${ids}) = ${sql.placeholder('expected')}::int`).prepare(
      `master_walk_${shape}`,
    ),
    /** Past the matches: an empty page, stored so that it is not counted again. */
    none: fill(sql`'{}'::uuid[]`).prepare(`master_none_${shape}`),
  };
});

/** A page's stored products text, the searcher's store's items of them, and the matches' total. */
export interface SearchPage {
  productsText: string;
  mine: Record<string, string> | null;
  total: number;
  totalCapped: boolean;
}

/**
 * A page of the master catalogue of a vertical: the shared page of `key` if cached at the current
 * catalogue version (one statement), else counted (the count shared by the search's pages), computed
 * and stored (two more, three when a walk falls short).
 */
export async function searchPage(
  db: Executor,
  vertical: CatalogueVertical,
  query: SearchQuery,
  keys: { key: string; countKey: string; storeId: string | null },
): Promise<SearchPage> {
  const cached = await readCachedPage(db, keys);
  if (cached) return cached;
  const prepared = statements(db, shapeOf(vertical, query), { vertical, query });
  const term = hasTerm(query);
  const params = {
    ...keys,
    pattern: term ? likePattern(query.searchQuery!) : undefined,
    ...Object.fromEntries(FILTERS.map((filter) => [filter, query[filter]])),
    limit: query.limit,
    offset: offsetOf(query),
  };
  const [counted] = await prepared.count.execute(params);
  const n = counted?.n ?? 0;
  const total = Math.min(n, MASTER_SEARCH_TOTAL_CAP);
  const totalCapped = n > MASTER_SEARCH_TOTAL_CAP;
  const stored = { ...params, version: Number(counted?.version ?? 0), matches: n, total, totalCapped };
  const answer = ([row]: { products: string; mine: Record<string, string> | null }[]) => ({
    productsText: row!.products,
    mine: row!.mine,
    total,
    totalCapped,
  });
  if (total === 0 || params.offset >= total) return answer(await prepared.none.execute(stored));

  // The walk reads ≈ (offset + limit) × products ÷ total names; it is bounded at 4× that, and when
  // the bound holds too few matches (terms bunched in the alphabet) the page statement runs instead.
  if (term && query.sort === 'name' && !hasFilters(query)) {
    const products = Number(counted?.estimate ?? 0);
    const walked = Math.ceil(((params.offset + query.limit) * products) / total) * 4 + 100;
    // Worth it when the bound is below the matches the page statement reads and sorts (past the cap: at least the cap).
    if (walked < (totalCapped ? products / 2 : total)) {
      const expected = Math.min(query.limit, total - params.offset);
      const rows = await prepared.walk.execute({ ...stored, walked, expected });
      if (rows[0]!.ids.length === expected) return answer(rows);
    }
  }
  return answer(await prepared.page.execute(stored));
}
