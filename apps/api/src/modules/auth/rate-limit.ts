import { LOGIN_RATE_LIMIT } from '@dhub/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { loginFailures } from '../../db/schema.js';

/**
 * Failed sign-ins live in the database, so every API instance behind a load balancer sees the
 * same counts. Times are the database's clock (`now()`), not the instance's.
 */
const { freeFailures, firstDelaySeconds, maxDelayMinutes, windowMinutes, addressFailureCeiling } = LOGIN_RATE_LIMIT;
const windowStart = sql`now() - make_interval(mins => ${windowMinutes})`;
// The wait before the next try after `failures` failures (the exponent capped: the wait is anyway).
const waitAfter = (failures: unknown) =>
  sql`least(make_interval(secs => ${firstDelaySeconds} * power(2, least(${failures} - ${freeFailures}, 12))), make_interval(mins => ${maxDelayMinutes}))`;

/**
 * Takes a try for this account from this address, counted as a failure until the password proves
 * right (then `clearLoginFailures`). One statement, so parallel guesses queue on the row: after
 * `freeFailures` no try passes until its wait is over, and no password is checked for it.
 */
export async function takeLoginTry(db: Database, email: string, ip: string): Promise<boolean> {
  const f = loginFailures;
  // A pair is forgotten once quiet for the window after the wait it owed (not while it waits).
  const stale = sql`${f.lastFailureAt} < ${windowStart} - ${waitAfter(f.failures)}`;
  const rows = await db
    .insert(f)
    .values({ email, ip, failures: 1 })
    .onConflictDoUpdate({
      target: [f.email, f.ip],
      set: { failures: sql`case when ${stale} then 1 else ${f.failures} + 1 end`, lastFailureAt: sql`now()` },
      setWhere: sql`${stale} or ${f.failures} < ${freeFailures} or now() >= ${f.lastFailureAt} + ${waitAfter(f.failures)}`,
    })
    .returning({ failures: f.failures });
  return rows.length > 0;
}

/** True when this address has failed more sign-ins, over all accounts, than its ceiling allows. */
export async function addressOverCeiling(db: Database, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ failures: sql<number>`coalesce(sum(${loginFailures.failures}), 0)`.mapWith(Number) })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), sql`${loginFailures.lastFailureAt} > ${windowStart}`));
  return (row?.failures ?? 0) > addressFailureCeiling;
}

/** A right password clears the failures of this account from this address. */
export async function clearLoginFailures(db: Database, email: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
}

/** Rows that no longer count (quiet past the longest wait and the window); at start and now and then. */
export async function pruneLoginFailures(db: Database): Promise<number> {
  const removed = await db
    .delete(loginFailures)
    .where(lt(loginFailures.lastFailureAt, sql`${windowStart} - make_interval(mins => ${maxDelayMinutes})`))
    .returning({ email: loginFailures.email });
  return removed.length;
}
