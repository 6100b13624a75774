import type { CatalogueVertical, MasterSearchQuery } from '@dhub/contract';
import type { Executor } from '../../db/client.js';
import { offsetOf } from '../../db/paging.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { RecentKeys } from '../../lib/recent-keys.js';
import { searchedPage } from './master-search.js';
import { readCachedPage } from './search-cache.js';
import type { SearchKeys, SearchPage } from './search-page-parts.js';
import { windowSlice } from './window-slice.js';

/** The most keys an instance remembers of each kind. */
const KNOWN_MAX = 10_000;

/**
 * What this instance last saw of the shared caches: keys of pages it read or stored, and of windows
 * (their length and the search's total). Hints of which statement to send, never an answer: a
 * known page is read by the hit's small statement, a page inside a known window by the slice's,
 * any other goes straight to the search's statement, which answers a cached page or a slice too
 * (one round trip for a miss rather than two). When a hint proves wrong (purged, a new catalogue
 * version), the search's statement runs after it.
 */
const known = preparedPerDatabase(() => ({
  pages: new RecentKeys<true>(KNOWN_MAX),
  windows: new RecentKeys<{ length: number; total: number }>(KNOWN_MAX),
}));

/** Whether a window of `length` matches of a search of `total` reaches the page (its last match): `reachOf` on the hint's figures. */
const windowReaches = ({ length, total }: { length: number; total: number }, query: { page: number; limit: number }) =>
  length >= offsetOf(query) + Math.min(query.limit, total - offsetOf(query));

/**
 * A page of the master catalogue of a vertical: the shared page of `key` if cached at the current
 * catalogue version, else a slice of the search's kept window, else counted and computed (search's
 * statement); every page computed is stored under `key`.
 */
export async function searchPage(
  db: Executor,
  vertical: CatalogueVertical,
  query: Omit<MasterSearchQuery, 'storeId'>,
  keys: SearchKeys,
): Promise<SearchPage> {
  const { pages, windows } = known(db);
  if (pages.get(keys.key)) {
    const cached = await readCachedPage(db, keys);
    if (cached) return cached;
    pages.delete(keys.key);
  }
  const window = windows.get(keys.windowKey);
  if (window && windowReaches(window, query)) {
    const sliced = await windowSlice(db, query, keys);
    if (sliced) {
      pages.set(keys.key, true);
      return sliced;
    }
    windows.delete(keys.windowKey);
  }
  const { windowLength, ...page } = await searchedPage(db, vertical, query, keys);
  pages.set(keys.key, true);
  if (windowLength > 0) windows.set(keys.windowKey, { length: windowLength, total: page.total });
  return page;
}
