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
