import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

/**
 * Named prepared statements, made once per database handle (or transaction) by `make` and then
 * only bound and executed: PostgreSQL plans a named statement once per connection, where the
 * unnamed ones are parsed and planned on every call (for the hot, fixed-shape queries, planning
 * cost more than running them).
 */
export function preparedPerDatabase<T>(make: (db: Executor) => T): (db: Executor) => T {
  const made = new WeakMap<Executor, T>();
  return (db) => {
    let statements = made.get(db);
    if (statements === undefined) made.set(db, (statements = make(db)));
    return statements;
  };
}

/**
 * Named prepared statements whose text depends on the request's shape (which filters are set, which
 * fields change): made by `make(db, shape, request)` the first time a database handle meets that
 * shape, then reused for any request of the shape. `shape` goes into the statements' names and must
 * say everything their text takes from `request`.
 */
export function preparedPerShape<R, T>(
  make: (db: Executor, shape: string, request: R) => T,
): (db: Executor, shape: string, request: R) => T {
  const perDatabase = preparedPerDatabase(() => new Map<string, T>());
  return (db, shape, request) => {
    const made = perDatabase(db);
    let statements = made.get(shape);
    if (statements === undefined) made.set(shape, (statements = make(db, shape, request)));
    return statements;
  };
}

/**
 * How many texts get a name on this instance: a text that changed with the request (a value
 * written into it) would otherwise be one more statement kept on every connection for each value.
 * Past it, texts run unnamed (parsed and planned at each call, as any raw statement).
 */
const NAMED_TEXTS_MAX = 200;
const named = new Set<string>();

/** A statement's name from its text (one name for one text, the same on every instance); undefined past the cap. */
function nameOf(text: string): string | undefined {
  const name = `t_${createHash('sha1').update(text).digest('base64url')}`;
  if (named.has(name)) return name;
  if (named.size >= NAMED_TEXTS_MAX) return undefined;
  named.add(name);
  return name;
}

/** How many texts have been given a name on this instance (a test reads it). */
export const namedTextCount = (): number => named.size;

// The SQL of a raw statement is built as `db.execute` builds it (drizzle's dialect; no casing option is used here).
const dialect = new PgDialect();

/**
 * The rows of a raw statement whose text holds no request values (they are its parameters), run as
 * a named prepared statement named after that text: PostgreSQL parses and plans it once per
 * connection (again only when a table it reads changes), where an unnamed one is parsed and planned
 * at every call. (PGlite ignores the name.)
 */
export async function preparedRowsOf<T extends Record<string, unknown>>(db: Executor, statement: SQL): Promise<T[]> {
  const query = dialect.sqlToQuery(statement);
  const result = await db._.session.prepareQuery(query, undefined, nameOf(query.sql), false).execute();
  return (result as { rows: T[] }).rows;
}

/**
 * A query builder's statement prepared under its text's name, as `preparedRowsOf` (its values stay
 * parameters): `.execute()` it. The builder writes its SQL twice (for the name, then to prepare).
 */
export function preparedByText<P>(query: { toSQL(): { sql: string }; prepare(name: string): P }): P {
  // No name past the cap: drizzle then prepares it unnamed.
  return query.prepare(nameOf(query.toSQL().sql) as string);
}
