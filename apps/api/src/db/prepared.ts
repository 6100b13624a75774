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
