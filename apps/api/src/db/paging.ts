import { sql, type SQL } from 'drizzle-orm';
/**
 * A validated row count written into the statement (for `.limit()`/`.offset()`): statements run
 * with generic plans (client.ts), which take a parameter's limit for a tenth of the table and
 * then sort it whole (a store's million wallet entries: 180 ms) instead of walking the index for 20.
 */
export const literalCount = (value: number): number => {
  if (!Number.isInteger(value) || value < 0) throw new Error(`not a row count: ${value}`);
  return sql.raw(String(value)) as unknown as number;
};

/**
 * A row count the statement computes (a scalar subquery of its CTEs), for `.limit()`: drizzle
 * writes any SQL there, its type names only numbers and placeholders.
 */
export const computedCount = (expression: SQL): number => expression as unknown as number;

/** A page's first row: pages count from 1. */
export const offsetOf = ({ page, limit }: { page: number; limit: number }) => (page - 1) * limit;

/** A page answer, `{items, page, limit, total}`, for the page the query asked for. */
export const pageOf = <T>(query: { page: number; limit: number }, items: T[], total: number) => ({
  items,
  page: query.page,
  limit: query.limit,
  total,
});

/** A date (or date text) as ISO 8601. */
export const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

/**
 * A page merged from several parts' own ordered reads (a vendor's stores): each part's first
 * offset + limit rows, which its index gives in order, merged and cut. One query over all the parts
 * would sort every matching row: an index on (store, time) orders one store's rows, not several's.
 */
export async function mergedPage<T>(
  parts: readonly string[],
  query: { page: number; limit: number },
  read: (part: string, limit: number) => Promise<T[]>,
  compare: (a: T, b: T) => number,
): Promise<T[]> {
  const offset = offsetOf(query);
  const runs = await Promise.all(parts.map((part) => read(part, offset + query.limit)));
  return runs
    .flat()
    .sort(compare)
    .slice(offset, offset + query.limit);
}

/** Newest (or oldest) first by a time, then by id: the lists' order, for merging rows read apart. */
export const byTimeThenId =
  <T extends { id: string }>(time: (row: T) => Date, direction: 'asc' | 'desc') =>
  (a: T, b: T): number => {
    const sign = direction === 'asc' ? 1 : -1;
    const difference = time(a).getTime() - time(b).getTime();
    return sign * (difference || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  };
