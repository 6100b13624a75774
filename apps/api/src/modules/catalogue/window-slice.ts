import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { offsetOf } from '../../db/paging.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { currentCatalogueVersion, masterSearchCounts, masterSearchWindows } from '../../db/search-cache-schema.js';
import { cappedOf, pageProducts, reachOf, type SearchKeys, type SearchPage, storeItemsJson, totalOf, writePage } from './search-cache.js';

/**
 * One named prepared statement for a page inside a search's kept window (its count and window at
 * the current catalogue version, the window reaching the page): the page is the window's slice,
 * built from the kept texts and stored under `key`. No row when the window does not reach the page
 * (or is gone): the search's own statement then computes it. A fraction of that statement's plan,
 * which holds every way of reading a page.
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

/** The page `page`/`limit` of a search as a slice of its kept window, stored under `key`; null when the window does not reach it. */
export async function windowSlice(db: Executor, query: { page: number; limit: number }, keys: SearchKeys): Promise<SearchPage | undefined> {
  const offset = offsetOf(query);
  const [row] = await sliceStatement(db).execute({ ...keys, offset, limit: query.limit, from: offset + 1, to: offset + query.limit });
  return row && { productsText: row.products, mine: row.mine, total: row.total, totalCapped: row.totalCapped };
}
