import pg from 'pg';
import type { Executor } from './client.js';

/** Whether `db` runs on one PostgreSQL connection (a transaction, or the start-up's locked client) rather than a pool. */
const onOneConnection = (db: Executor) => (db as unknown as { _: { session: { client?: unknown } } })._.session.client instanceof pg.Client;

/** A drizzle query (it starts when awaited), or a function that starts a read when called. */
type Read = PromiseLike<unknown> | (() => PromiseLike<unknown>);
type Results<Q extends readonly Read[]> = { -readonly [K in keyof Q]: Q[K] extends () => infer P ? Awaited<P> : Awaited<Q[K]> };

const start = (read: Read) => (typeof read === 'function' ? read() : read);

/**
 * `Promise.all` of reads: side by side on a pool, one after the other on one connection, which
 * answers one query at a time anyway and where pg queues the others with a deprecation (pg 9
 * refuses them). PGlite queues its own. A read must not start before it is awaited: a drizzle
 * query, or a function that starts it.
 */
export async function awaitAll<const Q extends readonly Read[]>(db: Executor, reads: Q): Promise<Results<Q>> {
  if (!onOneConnection(db)) return (await Promise.all(reads.map(start))) as Results<Q>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await start(read));
  return results as Results<Q>;
}
