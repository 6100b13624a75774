import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { currentCatalogueVersion, masterSearchCounts, masterSearchWindows } from '../../db/search-cache-schema.js';
import { pageProducts, storeItemsJson, writePage } from './search-cache.js';
import { answeredPage, cappedOf, pageParams, reachOf, type SearchKeys, type SearchPage, totalOf } from './search-page-parts.js';

/**
 * One named prepared statement for a page inside a search's kept window (its count and window at
 * the current catalogue version, the window reaching the page): the page is the window's slice,
 * built from the kept texts and stored under `key`. No row when the count or the window is gone or
 * of another version, or the window does not reach the page: the search's own statement then
 * computes it. A fraction of that statement's plan, which holds every way of reading a page. It
 * does not look for the page itself (the hint sends it for pages this instance does not know): a
 * page another instance cached is built again once here, the same page.
 */
const sliceStatement = preparedPerDatabase((db: Executor) => {
  const sliced = db.$with('sliced').as(
    db
      .select({
        version: masterSearchCounts.version,
        total: totalOf(masterSearchCounts.matches).as('total'),
        capped: cappedOf(masterSearchCounts.matches).as('capped'),
        pageIds: sql<string[]>`${masterSearchWindows.ids}[${sql.placeholder('from')}::int:${sql.placeholder('to')}::int]`.as('page_ids'),
      })
      .from(masterSearchCounts)
      .innerJoin(
        masterSearchWindows,
        and(eq(masterSearchWindows.key, sql.placeholder('windowKey')), eq(masterSearchWindows.version, masterSearchCounts.version)),
      )
      .where(
        and(
          eq(masterSearchCounts.key, sql.placeholder('countKey')),
          eq(masterSearchCounts.version, currentCatalogueVersion),
          sql`cardinality(${masterSearchWindows.ids}) >= ${reachOf(totalOf(masterSearchCounts.matches))}`,
        ),
      ),
  );
  const computed = pageProducts(db, sql`(select ${sliced.pageIds} from ${sliced})`);
  const kept = writePage(
    db,
    {
      ids: computed.ids,
      products: computed.products,
      source: sql`${computed}, ${sliced}`,
      version: sql`${sliced.version}`,
      total: sql`${sliced.total}`,
      totalCapped: sql`${sliced.capped}`,
    },
    sql`true`,
  );
  return db
    .with(sliced, computed, ...kept)
    .select({
      products: computed.products,
      mine: storeItemsJson(computed.ids),
      total: sliced.total,
      totalCapped: sliced.capped,
    })
    .from(computed)
    .innerJoin(sliced, sql`true`)
    .prepare('master_search_slice');
});

/** The page `page`/`limit` of a search as a slice of its kept window, stored under `key`; undefined when the slice statement answers no row. */
export async function windowSlice(db: Executor, query: { page: number; limit: number }, keys: SearchKeys): Promise<SearchPage | undefined> {
  const [row] = await sliceStatement(db).execute({ ...keys, ...pageParams(query) });
  return row && answeredPage(row);
}
