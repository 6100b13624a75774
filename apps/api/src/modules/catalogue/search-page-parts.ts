import { MASTER_SEARCH_TOTAL_CAP } from '@dhub/contract';
import { type Column, sql, type SQL } from 'drizzle-orm';
import { offsetOf } from '../../db/paging.js';

/** A page's stored products text, the searcher's store's items of them, and the matches' total. */
export interface SearchPage {
  productsText: string;
  mine: Record<string, string> | null;
  total: number;
  totalCapped: boolean;
}

/** Where a search's page, count and window are kept, and the searcher's store (null: the operator). */
export interface SearchKeys {
  key: string;
  countKey: string;
  windowKey: string;
  storeId: string | null;
}

/** A page statement's answer row as a page. */
export const answeredPage = (row: {
  products: string;
  mine: Record<string, string> | null;
  total: number;
  totalCapped: boolean;
}): SearchPage => ({
  productsText: row.products,
  mine: row.mine,
  total: row.total,
  totalCapped: row.totalCapped,
});

/** The page's placeholders: its first row (`offset`), `limit`, and its slice `from`..`to` of the search's matches from the first. */
export function pageParams(query: { page: number; limit: number }) {
  const offset = offsetOf(query);
  return { offset, limit: query.limit, from: offset + 1, to: offset + query.limit };
}

const CAP = sql.raw(String(MASTER_SEARCH_TOTAL_CAP));
/** A search's total as answered from its count (counted up to one past the cap): at most the cap. */
export const totalOf = (matches: SQL | SQL.Aliased | Column) => sql<number>`least(${matches}, ${CAP})`;
/** Whether a search's count passed the cap (its total is then the cap, not the matches). */
export const cappedOf = (matches: SQL | SQL.Aliased | Column) => sql<boolean>`${matches} > ${CAP}`;
/**
 * The page's last match (placeholders `offset` and `limit`) among a search's `total` matches in
 * order: a window of the search as long reaches the page, which is its slice. (`windowReaches` in
 * search-page.ts is the same test on the hint's figures.)
 */
export const reachOf = (total: SQL) =>
  sql<number>`(${sql.placeholder('offset')}::int + least(${sql.placeholder('limit')}::int, ${total} - ${sql.placeholder('offset')}::int))`;
