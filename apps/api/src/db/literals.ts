import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const word = (value: string) => {
  if (!/^[A-Za-z]+$/.test(value)) throw new Error(`not a state word: ${value}`);
  return `'${value}'`;
};

/**
 * `column = 'word'` and `column in ('a', 'b')` with the code's own state words as literals, not
 * parameters: statements run with generic plans (client.ts), and a generic plan uses a partial index
 * (`where status = 'placed'`) only when its WHERE states the predicate in the text. Never for input.
 */
export const isWord = (column: PgColumn | SQL, value: string): SQL => sql`${column} = ${sql.raw(word(value))}`;
export const inWords = (column: PgColumn | SQL, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map(word).join(', '))})`;
