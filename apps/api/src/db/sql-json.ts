import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A timestamp as JavaScript's `toISOString()` writes it (UTC, milliseconds, `Z`), for JSON built by PostgreSQL. */
export const isoText = (column: PgColumn | SQL): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A numeric as a JSON number the way JavaScript writes it (`19`, not `19.00`). */
export const jsonNumber = (column: PgColumn | SQL): SQL<number> => sql<number>`${column}::float8`;

/** `json_build_object` of the entries, in their order. */
export function jsonObject(entries: Record<string, PgColumn | SQL>): SQL {
  const pairs = Object.entries(entries).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** A `case` of a column's codes to their names (e.g. 0 → 'out'), from one record of names and codes. */
export function namesOfCodes(column: PgColumn | SQL, codes: Record<string, number>): SQL<string> {
  const whens = Object.entries(codes).map(([name, code]) => sql.raw(`when ${code} then '${name}'`));
  return sql<string>`(case ${column} ${sql.join(whens, sql` `)} end)`;
}
