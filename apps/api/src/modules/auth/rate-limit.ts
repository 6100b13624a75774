import { LOGIN_RATE_LIMIT } from '@dhub/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { loginAttempts } from '../../db/schema.js';

/**
 * Failed sign-ins live in the database, so every API instance behind a load balancer
 * sees the same counts. Times are the database's clock (`now()`), not the instance's.
 */
const windowStart = sql`now() - make_interval(mins => ${LOGIN_RATE_LIMIT.windowMinutes})`;

/** True when this email or this IP already has the maximum of failures in the window. */
export async function isLoginBlocked(db: Database, email: string, ip: string): Promise<boolean> {
  const [row] = await db
    .select({
      byEmail: sql<number>`count(*) filter (where ${loginAttempts.email} = ${email})`.mapWith(Number),
      byIp: sql<number>`count(*) filter (where ${loginAttempts.ip} = ${ip})`.mapWith(Number),
    })
    .from(loginAttempts)
    .where(
      and(sql`${loginAttempts.attemptedAt} > ${windowStart}`, sql`(${loginAttempts.email} = ${email} or ${loginAttempts.ip} = ${ip})`),
    );
  return (row?.byEmail ?? 0) >= LOGIN_RATE_LIMIT.maxFailures || (row?.byIp ?? 0) >= LOGIN_RATE_LIMIT.maxFailures;
}

/** Records a failure and prunes rows older than the window (they no longer count). */
export async function recordLoginFailure(db: Database, email: string, ip: string): Promise<void> {
  await db.insert(loginAttempts).values({ email, ip });
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, windowStart));
}

/** A successful sign-in clears that email's failures. */
export async function clearLoginFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
}
