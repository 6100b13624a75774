import { type CatalogueVertical, MASTER_SEARCH_TOTAL_CAP, type MasterSearchQuery } from '@dhub/contract';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, WithSubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { likePattern, lowerLike } from '../../db/text-search.js';
import {
  masterNameTrigramIndex,
  masterNameVocabulary,
  masterNameWords,
  masterProductNames,
  masterProducts,
  NAME_WORD_MIN_LENGTH,
  verticalIs,
} from '../../db/catalogue-schema.js';
import { preparedPerShape } from '../../db/prepared.js';
import { currentCatalogueVersion, masterSearchCache, masterSearchWindows } from '../../db/search-cache-schema.js';
import { inAnyCategory } from './product-query.js';
import { computedCount } from '../../db/paging.js';
import { cachedPageOfKey, countedMatches, pageProducts, storeItemsJson, writeCount, writePage, writeWindow } from './search-cache.js';
import { answeredPage, cappedOf, pageParams, reachOf, type SearchKeys, type SearchPage, totalOf } from './search-page-parts.js';

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
/** A term alone: its matches are counted in master_product_names, and a word of the vocabulary may tell they pass the cap. */
const termAlone = (query: SearchQuery) => hasTerm(query) && !hasFilters(query);
/**
 * A term that may be inside one word of master_name_words: no white space, and no shorter than
 * the words kept (characters, not UTF-16 units). Any other walks the names and counts in the trigram index.
 */
const inOneWord = (query: SearchQuery) => {
  const term = query.searchQuery?.trim().toLowerCase() ?? '';
  return !/\s/.test(term) && [...term].length >= NAME_WORD_MIN_LENGTH;
};
/** The most name words a walk merges (a term inside more walks the names in order). */
const MAX_WALKED_WORDS = 64;
/** A term alone sorted by name: its pages may come from walking the names in order, kept as the search's window. */
const walksNames = (query: SearchQuery) => hasTerm(query) && query.sort === 'name' && !hasFilters(query);

/** Which parts are set (vertical, term, filters, sort): one set of prepared statements per shape. */
function shapeOf(vertical: CatalogueVertical, query: SearchQuery): string {
  const set = FILTERS.map((filter) => (query[filter] === undefined ? '_' : 'x')).join('');
  return `${vertical}_${hasTerm(query) ? 't' : '_'}${set}_${query.sort}_${query.order}`;
}

/** Each column of a one-row CTE as a scalar subquery: a value the rest of its statement reads anywhere (in a LIMIT too). */
function scalarsOf<S extends Record<string, SQL.Aliased>>(cte: WithSubqueryWithSelection<S, string>) {
  const columns = Object.keys(cte._.selectedFields) as (keyof S)[];
  return Object.fromEntries(columns.map((column) => [column, sql`(select ${cte[column]} from ${cte})`])) as {
    [K in keyof S]: S[K] extends SQL.Aliased<infer T> ? SQL<T> : never;
  };
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
    termAlone(query)
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
   * name_lower) index (index-only), from the first or past the window's last match, at most the
   * plan's `walked` names, and keep the plan's `need` matches.
   */
  /** Past the window's last match in the search's order, for a walk `from` the window (none from the first). */
  const pastWindow = (from: 'first' | 'window', name: PgColumn, id: PgColumn) =>
    from === 'window'
      ? sql`(${name}, ${id}) ${query.order === 'desc' ? sql`<` : sql`>`} (${fromCounted.afterName}, ${fromCounted.afterId})`
      : undefined;
  const walkedMatches = (from: 'first' | 'window') => {
    const names = db
      .select({ id: masterProducts.id, name: masterProducts.name, nameLower: masterProducts.nameLower })
      .from(masterProducts)
      .where(and(verticalIs(masterProducts.vertical, vertical), pastWindow(from, masterProducts.name, masterProducts.id)))
      .orderBy(direction(masterProducts.name), direction(masterProducts.id))
      .limit(computedCount(fromPlan.walked))
      .as('names');
    return db
      .select({ id: names.id })
      .from(names)
      .where(sql`${names.nameLower} like ${sql.placeholder('pattern')}`)
      .orderBy(direction(names.name), direction(names.id))
      .limit(computedCount(fromPlan.need));
  };

  /**
   * The same, through the name words the term is inside (a term of one word is inside one word of
   * each name it matches): each word's first `need` names in order past the window, merged.
   */
  const wordMatches = (from: 'first' | 'window') => {
    const runs = db
      .select({ name: masterNameWords.name, id: masterNameWords.id })
      .from(masterNameWords)
      .where(
        and(
          verticalIs(masterNameWords.vertical, vertical),
          sql`${masterNameWords.word} = words.word`,
          pastWindow(from, masterNameWords.name, masterNameWords.id),
        ),
      )
      .orderBy(direction(masterNameWords.name), direction(masterNameWords.id))
      .limit(computedCount(fromPlan.need));
    const merged = db
      .selectDistinct({ name: sql<string>`run.name`.as('name'), id: sql<string>`run.id`.as('id') })
      .from(sql`unnest(${fromCounted.words}) as words(word) cross join lateral (${runs}) as run`)
      .as('merged');
    return db
      .select({ id: merged.id })
      .from(merged)
      .orderBy(direction(merged.name), direction(merged.id))
      .limit(computedCount(fromPlan.need));
  };

  const windowed = walksNames(query);
  /** The page as cached (by another instance, or before this one's hint of it was dropped): then it is answered, nothing computed. */
  const cachedPage = db.$with('cached_page').as(
    db
      .select({
        total: masterSearchCache.total,
        totalCapped: masterSearchCache.totalCapped,
        ids: masterSearchCache.ids,
        products: masterSearchCache.products,
      })
      .from(masterSearchCache)
      .where(cachedPageOfKey),
  );
  const hit = sql<boolean>`exists (select from ${cachedPage})`;
  /** The vocabulary's words the term is inside (a term shorter than its words: none), with their products. */
  const vocabulary = sql`from ${masterNameVocabulary} where ${verticalIs(masterNameVocabulary.vertical, vertical)}
    and ${masterNameVocabulary.word} like ${sql.placeholder('wordPattern')}`;
  /** Inside a word of more products than the cap: more matches than the cap, uncounted. */
  const pastCap = sql`case when exists (select 1 ${vocabulary} and ${masterNameVocabulary.products} > ${sql.raw(String(MASTER_SEARCH_TOTAL_CAP))})
    then ${sql.raw(String(MASTER_SEARCH_TOTAL_CAP + 1))} end`;
  /** The search's window at the current version (its ids, none when not kept) and its last match. */
  const window = sql`left join (select ${masterSearchWindows.ids} as ids from ${masterSearchWindows}
      where ${masterSearchWindows.key} = ${sql.placeholder('windowKey')} and ${masterSearchWindows.version} = ${currentCatalogueVersion}) as win on true
    left join ${masterProducts} as last_match on last_match.id = win.ids[cardinality(win.ids)]`;
  /**
   * The matches counted up to the cap (one more tells there are more; counted once per search and
   * catalogue version), the catalogue version and, for a name walk, the planner's estimate of the
   * vertical's products (its trigram index's tuples as of the last ANALYZE: to size the walk) and
   * the search's window. In the page's statement, so in its snapshot: a page is never cached
   * under a version newer than its data.
   */
  const counted = db.$with('counted').as(
    db
      .select({
        hit: sql<boolean>`${hit}`.as('hit'),
        n: sql<number>`case when ${hit} then 0 else coalesce(${countedMatches}, ${termAlone(query) ? sql`${pastCap}, ` : sql``}(select count(*)::int from ${matches})) end`.as(
          'n',
        ),
        countedNow: sql<boolean>`not ${hit} and ${countedMatches} is null`.as('counted_now'),
        version: sql<number>`${currentCatalogueVersion}`.as('version'),
        estimate: windowed
          ? sql<number>`(select greatest(reltuples, 0) from pg_class where oid = ${sql.raw(`'${masterNameTrigramIndex(vertical)}'`)}::regclass)`.as(
              'estimate',
            )
          : sql<number>`0`.as('estimate'),
        windowIds: sql<string[]>`${windowed ? sql`coalesce(win.ids, '{}')` : sql`'{}'`}::uuid[]`.as('window_ids'),
        afterName: sql<string | null>`${windowed ? sql`last_match.name` : sql`null`}::text`.as('after_name'),
        afterId: sql<string | null>`${windowed ? sql`last_match.id` : sql`null`}::uuid`.as('after_id'),
        words: sql<string[]>`${
          windowed
            ? sql`array(select ${masterNameVocabulary.word} ${vocabulary} limit ${sql.raw(String(MAX_WALKED_WORDS + 1))})`
            : sql`'{}'`
        }::text[]`.as('words'),
      })
      .from(sql`(select 1) as counting ${windowed ? window : sql``}`),
  );
  const fromCounted = scalarsOf(counted);
  const offset = sql`${sql.placeholder('offset')}::int`;
  const total = totalOf(counted.n);
  const capped = cappedOf(counted.n);
  const reach = reachOf(total);
  const reached = sql`cardinality(${counted.windowIds})`;
  /** A walk through the term's name words (a few entries a page) rather than the vertical's names. */
  const throughWords = (words: SQL | SQL.Aliased) => sql`cardinality(${words}) between 1 and ${sql.raw(String(MAX_WALKED_WORDS))}`;
  // The walk reads ≈ need × products ÷ total names; it is bounded at 4× that, and when the bound
  // holds too few matches (terms bunched in the alphabet) the matches are sorted instead.
  const walked = sql`(ceil((${reach} - ${reached})::float8 * ${counted.estimate} / greatest(${total}, 1))::int * 4 + 100)`;
  /**
   * How the page is read: `none` (past the matches), `slice` (of the window), `walk` (names in
   * order, on from the window), `sorted` (the matches sorted), `page` (no window: the matches in
   * order, offset). A walk is worth it when its bound is below the matches a sort reads (past the
   * cap: at least the cap); sorted, all the matches under the cap are kept (every other page a
   * slice), else up to the page.
   */
  const plan = db.$with('plan').as(
    db
      .select({
        total: sql<number>`${total}`.as('total'),
        capped: sql<boolean>`${capped}`.as('capped'),
        reach: sql<number>`${reach}`.as('reach'),
        way: sql<string>`case when ${counted.hit} then 'hit' when ${total} <= ${offset} then 'none' ${
          windowed
            ? sql`when ${reached} >= ${reach} then 'slice'
              when ${throughWords(counted.words)} or ${walked} < case when ${capped} then ${counted.estimate} / 2 else ${total} end then 'walk' else 'sorted'`
            : sql`else 'page'`
        } end`.as('way'),
        walked: sql<number>`${walked}`.as('walked'),
        need: sql<number>`${reach} - ${reached}`.as('need'),
        sortedNeed: sql<number>`case when ${capped} then ${reach} else ${total} end`.as('sorted_need'),
      })
      .from(counted),
  );
  const fromPlan = scalarsOf(plan);
  const way = (...ways: string[]) => sql`${fromPlan.way} in (${sql.raw(ways.map((name) => `'${name}'`).join(', '))})`;
  const reaches = (ids: SQL | SQL.Aliased) => sql`cardinality(${ids}) >= ${fromPlan.reach}`;
  /**
   * The search's matches from the first, walked or sorted (null for the other ways; no window
   * without a name walk): the window kept when they reach the page. A walk that comes short of the
   * page gives way to the sort. (`offset 0`: pulled up, the walk would run twice, for the test and the answer.)
   */
  const walkFrom = (from: 'first' | 'window') =>
    sql`case when ${throughWords(fromCounted.words)} then array(${wordMatches(from)}) else array(${walkedMatches(from)}) end`;
  const walkIds = sql`case when cardinality(${fromCounted.windowIds}) > 0
      then ${fromCounted.windowIds} || ${walkFrom('window')} else ${walkFrom('first')} end`;
  const matched = db.$with('matched').as(
    db
      .select({
        ids: (windowed
          ? sql<string[] | null>`case when ${way('walk', 'sorted')} then coalesce(
              (select walk.ids from (select case when ${way('walk')} then ${walkIds} end as ids offset 0) as walk where ${reaches(sql`walk.ids`)}),
              array(${inOrder().limit(computedCount(fromPlan.sortedNeed))})) end`
          : sql<null>`null::uuid[]`
        ).as('ids'),
      })
      .from(sql`(select 1) as matching`),
  );
  /** The page's slice of a search's matches from the first. */
  const pageOf = (ids: SQL.Aliased) => sql`${ids}[${sql.placeholder('from')}::int:${sql.placeholder('to')}::int]`;
  const pageIds = sql`case when ${way('hit', 'none')} then '{}'::uuid[]
    when ${way('slice')} then (select ${pageOf(counted.windowIds)} from ${counted})
    when ${way('page')} then array(${inOrder().limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))})
    else (select ${pageOf(matched.ids)} from ${matched}) end`;
  const matchedReachPage = sql`(select ${reaches(matched.ids)} from ${matched})`;
  // The page: its products as the cache keeps them (their kept texts), stored under the key when
  // the matches reach it (a walk may come short: then the matches are sorted instead).
  const computed = pageProducts(db, pageIds);
  const counts = { version: fromCounted.version, total: fromPlan.total, totalCapped: fromPlan.capped };
  // A cached page (way 'hit') writes no page, count or window (only the TTL purges run).
  const computedHere = sql`not ${way('hit')}`;
  const kept = {
    page: writePage(
      db,
      { ids: computed.ids, products: computed.products, source: computed, ...counts },
      sql`${computedHere} and (${way('none', 'slice', 'page')} or ${matchedReachPage})`,
    ),
    count: writeCount(db, { version: fromCounted.version, matches: fromCounted.n, when: fromCounted.countedNow }),
    window: windowed
      ? writeWindow(db, { ids: matched.ids, source: matched, version: fromCounted.version }, sql`${computedHere} and ${matchedReachPage}`)
      : [],
  };
  const cachedOr = <T>(column: keyof typeof cachedPage._.selectedFields, computedValue: SQL | SQL.Aliased) =>
    sql<T>`coalesce((select ${cachedPage[column]} from ${cachedPage}), ${computedValue})`;
  return db
    .with(cachedPage, counted, plan, matched, computed, ...kept.page, ...kept.count, ...kept.window)
    .select({
      products: cachedOr<string>('products', computed.products),
      mine: storeItemsJson(cachedOr('ids', computed.ids)),
      total: cachedOr<number>('total', fromPlan.total),
      totalCapped: cachedOr<boolean>('totalCapped', fromPlan.capped),
      windowLength: sql<number>`case when ${way('walk', 'sorted')} and ${matchedReachPage} then (select cardinality(${matched.ids}) from ${matched})
        else cardinality(${fromCounted.windowIds}) end`,
    })
    .from(computed)
    .prepare(`master_search_${shape}`);
});

/**
 * A page of the master catalogue of a vertical, in one statement: the shared page of `key` if
 * cached at the current catalogue version, else counted (the count shared by the search's pages,
 * and the name walk's window), computed and stored; with the length of the search's window as this
 * statement read or walked it (0 when none is kept; a longer one kept meanwhile stays).
 */
export async function searchedPage(
  db: Executor,
  vertical: CatalogueVertical,
  query: SearchQuery,
  keys: SearchKeys,
): Promise<SearchPage & { windowLength: number }> {
  const [row] = await statements(db, shapeOf(vertical, query), { vertical, query }).execute({
    ...keys,
    pattern: hasTerm(query) ? likePattern(query.searchQuery!) : undefined,
    wordPattern: inOneWord(query) ? likePattern(query.searchQuery!) : null,
    ...Object.fromEntries(FILTERS.map((filter) => [filter, query[filter]])),
    ...pageParams(query),
  });
  return { ...answeredPage(row!), windowLength: row!.windowLength };
}
