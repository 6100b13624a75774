import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** `%term%` of a trimmed, lower-cased search term, its LIKE wildcards escaped. */
export const likePattern = (term: string) =>
  `%${term
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, '\\$&')}%`;

/** `lower(column) like pattern`: the pattern a `likePattern`, inline or a prepared statement's parameter (trigram indexes serve it). */
export const lowerLike = (column: PgColumn | SQL, pattern: unknown): SQL => sql`lower(${column}) like ${pattern}`;

/** `lower(column) like '%term%'` (LIKE wildcards in the term escaped), none for a blank term. */
export function nameContains(column: PgColumn | SQL, term: string | undefined): SQL | undefined {
  return term?.trim() ? lowerLike(column, likePattern(term)) : undefined;
}
