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
