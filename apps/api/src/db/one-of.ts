import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** `column in (values)`, and false for no values (a vendor without stores sees nothing, not everything). */
export const oneOf = (column: PgColumn, values: readonly string[]): SQL => (values.length ? inArray(column, [...values]) : sql`false`);
