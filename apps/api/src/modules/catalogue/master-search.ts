import { type CatalogueVertical, MASTER_SEARCH_TOTAL_CAP, type MasterSearchQuery } from '@dhub/contract';
import { and, asc, desc, eq, sql, type SQL, type WithSubquery } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { likePattern, lowerLike } from '../../db/text-search.js';
import { masterNameTrigramIndex, masterProductNames, masterProducts, masterProductTexts, verticalIs } from '../../db/catalogue-schema.js';
import { preparedPerShape } from '../../db/prepared.js';
import { currentCatalogueVersion, masterSearchWindows } from '../../db/search-cache-schema.js';
import { inAnyCategory } from './product-query.js';
import { offsetOf } from '../../db/paging.js';
import { countedMatches, readCachedPage, storedProductText, storeItemsJson, writePage, writeWindow } from './search-cache.js';

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
/** A term alone sorted by name: its pages may come from walking the names in order, kept as the search's window. */
const walksNames = (query: SearchQuery) => hasTerm(query) && query.sort === 'name' && !hasFilters(query);

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
  /** The matches in the search's order (found by the trigram index, then sorted). */
  const inOrder = () =>
    db
      .select({ id: masterProducts.id })
      .from(masterProducts)
      .where(where)
      .orderBy(direction(sortKey), direction(masterProducts.id))
      .$dynamic();
  /**
   * A frequent term sorted by name: walk the vertical's names in order on the (vertical, name, id,
   * name_lower) index (index-only), from the first or past the window's last match, at most
   * `walked` names, and keep the next `need` matches.
   */
  const walkedMatches = (from: 'first' | 'window') => {
    const past = query.order === 'desc' ? sql`<` : sql`>`;
    const names = db
      .select({ id: masterProducts.id, name: masterProducts.name, nameLower: masterProducts.nameLower })
      .from(masterProducts)
      .where(
        and(
          verticalIs(masterProducts.vertical, vertical),
          from === 'window'
            ? sql`(${masterProducts.name}, ${masterProducts.id}) ${past} (${sql.placeholder('afterName')}::text, ${sql.placeholder('afterId')}::uuid)`
            : undefined,
        ),
      )
      .orderBy(direction(masterProducts.name), direction(masterProducts.id))
      .limit(sql.placeholder('walked'))
      .as('names');
    return db
      .select({ id: names.id })
      .from(names)
      .where(sql`${names.nameLower} like ${sql.placeholder('pattern')}`)
      .orderBy(direction(names.name), direction(names.id))
      .limit(sql.placeholder('need'));
  };
  /**
   * A page computed, stored and answered in one statement: its ids (in order), their products as
   * the cache keeps them (the products' kept texts, joined here), the store's items of them; stored under the key
   * when `storeIf` holds (a walk may come short of the page: then the matches are sorted instead),
   * after the CTEs `extra` it reads from.
   */
  const fill = (ids: SQL, storeIf: SQL = sql`true`, extra: readonly WithSubquery[] = []) => {
    const computed = db.$with('computed').as(
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
    const ctes = writePage(db, { ids: computed.ids, products: computed.products, source: computed }, storeIf);
    return db
      .with(...extra, computed, ...ctes)
      .select({ ids: computed.ids, products: computed.products, mine: storeItemsJson(computed.ids) })
      .from(computed);
  };
  /**
   * A page read through the search's window, stored with it: the window's matches from the first
   * up to `reach` (the page's last match) or further, as walked from the first, walked on past the
   * window's first `reached` matches, or sorted from the matches (`need` of them); the page is its
   * slice `from`–`to`. Page and window are kept when the matches reach the page (a walk may fall short).
   */
  const throughWindow = (from: 'first' | 'window' | 'sorted') => {
    const kept = sql`(select ${masterSearchWindows.ids}[1:${sql.placeholder('reached')}::int] from ${masterSearchWindows}
      where ${masterSearchWindows.key} = ${sql.placeholder('windowKey')} and ${masterSearchWindows.version} = ${sql.placeholder('version')}::bigint)`;
    const ids = {
      first: sql`array(${walkedMatches('first')})`,
      window: sql`${kept} || array(${walkedMatches('window')})`,
      sorted: sql`array(${inOrder().limit(sql.placeholder('need'))})`,
    }[from];
    const matched = db.$with('matched').as(db.select({ ids: sql<string[]>`${ids}`.as('ids') }).from(sql`(select 1) as matching`));
    const reachesPage = sql`cardinality(${matched.ids}) >= ${sql.placeholder('reach')}::int`;
    const ctes = [matched, ...writeWindow(db, matched.ids, matched, reachesPage)];
    const slice = sql`(select ${matched.ids}[${sql.placeholder('from')}::int:${sql.placeholder('to')}::int] from ${matched})`;
    return fill(slice, sql`(select ${reachesPage} from ${matched})`, ctes).prepare(`master_window_${from}_${shape}`);
  };
  /** The search's window at the current version: its length, the page's slice of it, and its last match's name and id. */
  const window = sql`left join (select ${masterSearchWindows.ids} as ids from ${masterSearchWindows}
      where ${masterSearchWindows.key} = ${sql.placeholder('windowKey')} and ${masterSearchWindows.version} = ${currentCatalogueVersion}) as win on true
    left join ${masterProducts} as last_match on last_match.id = win.ids[cardinality(win.ids)]`;
  const windowed = walksNames(query);
  return {
    /**
     * The matches counted up to the cap (one more tells there are more; counted once per search
     * and catalogue version), the catalogue version and the planner's estimate of the vertical's
     * products (its trigram index's tuples as of the last ANALYZE: to size the name walk), and for
     * a name walk the search's window. The version is read in the same snapshot as the count and
     * before the page: a page is never cached under a version newer than its data.
     */
    count: db
      .select({
        n: sql<number>`coalesce(${countedMatches}, (select count(*)::int from ${matches}))`,
        countedNow: sql<boolean>`${countedMatches} is null`,
        version: currentCatalogueVersion,
        estimate: sql<number>`(select greatest(reltuples, 0) from pg_class where oid = ${sql.raw(`'${masterNameTrigramIndex(vertical)}'`)}::regclass)`,
        reached: windowed ? sql<number>`coalesce(cardinality(win.ids), 0)` : sql<number>`0`,
        slice: windowed ? sql<string[] | null>`win.ids[${sql.placeholder('from')}::int:${sql.placeholder('to')}::int]` : sql<null>`null`,
        afterName: windowed ? sql<string | null>`last_match.name` : sql<null>`null`,
        afterId: windowed ? sql<string | null>`last_match.id` : sql<null>`null`,
      })
      .from(sql`(select 1) as counted ${windowed ? window : sql``}`)
      .prepare(`master_count_${shape}`),
    page: fill(sql`array(${inOrder().limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))})`).prepare(`master_page_${shape}`),
    window: windowed ? { walk: throughWindow('first'), walkOn: throughWindow('window'), sorted: throughWindow('sorted') } : undefined,
    /** A page of given ids (none past the matches; a slice of the window): stored so that it is not counted again. */
    given: fill(sql`${sql.placeholder('ids')}::uuid[]`).prepare(`master_given_${shape}`),
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
  keys: { key: string; countKey: string; windowKey: string; storeId: string | null },
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
  const window = walksNames(query) ? { windowKey: keys.windowKey, from: params.offset + 1, to: params.offset + query.limit } : {};
  const [counted] = await prepared.count.execute({ ...params, ...window });
  const n = counted?.n ?? 0;
  const total = Math.min(n, MASTER_SEARCH_TOTAL_CAP);
  const totalCapped = n > MASTER_SEARCH_TOTAL_CAP;
  const stored = {
    ...params,
    ...window,
    version: Number(counted?.version ?? 0),
    matches: n,
    countedNow: counted?.countedNow ?? true,
    total,
    totalCapped,
  };
  const answer = ([row]: { products: string; mine: Record<string, string> | null }[]) => ({
    productsText: row!.products,
    mine: row!.mine,
    total,
    totalCapped,
  });
  if (total === 0 || params.offset >= total) return answer(await prepared.given.execute({ ...stored, ids: [] }));

  const expected = Math.min(query.limit, total - params.offset);
  if (prepared.window && counted) {
    // The page's last match is the reach: inside the window, the page is its slice.
    const reach = params.offset + expected;
    const reached = Number(counted.reached);
    if (reached >= reach) return answer(await prepared.given.execute({ ...stored, ids: counted.slice! }));
    // The walk reads ≈ need × products ÷ total names; it is bounded at 4× that, and when the bound
    // holds too few matches (terms bunched in the alphabet) the matches are sorted instead.
    const need = reach - reached;
    const products = Number(counted.estimate ?? 0);
    const walked = Math.ceil((need * products) / total) * 4 + 100;
    const windowed = { ...stored, reach, reached };
    // Worth it when the bound is below the matches a sort reads (past the cap: at least the cap);
    // under the cap, the sort keeps them all (every other page a slice).
    if (walked < (totalCapped ? products / 2 : total)) {
      const walk = reached ? prepared.window.walkOn : prepared.window.walk;
      const rows = await walk.execute({ ...windowed, walked, need, afterName: counted.afterName, afterId: counted.afterId });
      if (rows[0]!.ids.length === expected) return answer(rows);
    }
    // Sorted, all the matches under the cap are kept (every other page a slice), else up to the page.
    return answer(await prepared.window.sorted.execute({ ...windowed, need: totalCapped ? reach : total }));
  }
  return answer(await prepared.page.execute(stored));
}
