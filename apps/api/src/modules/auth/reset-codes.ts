import { randomUUID } from 'node:crypto';
import { PASSWORD_RESET as R } from '@dhub/contract';
import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { passwordResetCodes as codes } from '../../db/password-reset-schema.js';
import { users } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { codeMatches, decoyCodeHash, hashResetCode, newResetCode, newResetToken } from './reset-code-hash.js';

export interface IssuedCode {
  code: string;
  /** The account the address belongs to; none: the code was a decoy and nothing is sent. */
  user: { id: string; name: string } | null;
}

/**
 * A new code for the address, within its limits (one every `resendAfterSeconds`, `codesPerEmailPerHour`):
 * stored as an HMAC for the account, or as a decoy when no account uses the address, so that the
 * limits, the tries and the answers are the same either way. Requests for one address take turns.
 */
export async function issueResetCode(db: Database, key: Buffer, email: string): Promise<IssuedCode> {
  await db.delete(codes).where(lt(codes.createdAt, sql`now() - interval '1 day'`));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`password-reset:${email}`}, 0))`);
    const [recent] = await tx
      .select({
        codes: count(),
        tooSoon: sql<boolean>`coalesce(max(${codes.createdAt}) > now() - make_interval(secs => ${R.resendAfterSeconds}), false)`,
      })
      .from(codes)
      .where(and(eq(codes.email, email), sql`${codes.createdAt} > now() - interval '1 hour'`));
    if (recent?.tooSoon) throw new HttpError(429, 'otpResendTooSoon');
    if ((recent?.codes ?? 0) >= R.codesPerEmailPerHour) throw new HttpError(429, 'otpTooManyRequests');

    const [user] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, email));
    const id = randomUUID();
    const code = newResetCode();
    await tx.insert(codes).values({
      id,
      email,
      userId: user?.id ?? null,
      codeHash: user ? hashResetCode(key, id, code) : decoyCodeHash(),
      expiresAt: sql`now() + make_interval(mins => ${R.codeMinutes})`,
    });
    return { code, user: user ?? null };
  });
}

const wrongCode = () => HttpError.onField(400, 'otpInvalid', 'otp');

/**
 * Checks a code against the address's latest one: each check counts a try, and at `triesPerCode`
 * the code is dead. A right, live code is used up and answers a reset token (valid
 * `resetTokenMinutes`, once). Only a right code learns that it expired or was used.
 */
export async function confirmResetCode(db: Database, key: Buffer, email: string, code: string): Promise<string> {
  const [latest] = await db
    .select({
      id: codes.id,
      codeHash: codes.codeHash,
      tries: codes.tries,
      live: sql<boolean>`${codes.usedAt} is null and ${codes.expiresAt} > now()`,
    })
    .from(codes)
    .where(eq(codes.email, email))
    .orderBy(desc(codes.createdAt))
    .limit(1);
  if (!latest) throw wrongCode();
  const matches = codeMatches(key, latest.id, code, latest.codeHash);
  if (!latest.live) throw matches ? HttpError.onField(400, 'otpExpired', 'otp') : wrongCode();
  if (latest.tries >= R.triesPerCode) throw new HttpError(429, 'otpTooManyTries');
  const [counted] = await db
    .update(codes)
    .set({ tries: sql`${codes.tries} + 1` })
    .where(and(eq(codes.id, latest.id), lt(codes.tries, R.triesPerCode)))
    .returning({ tries: codes.tries });
  if (!counted) throw new HttpError(429, 'otpTooManyTries');
  if (!matches) throw wrongCode();

  const reset = newResetToken(latest.id);
  const [confirmed] = await db
    .update(codes)
    .set({ usedAt: sql`now()`, resetTokenHash: reset.hash, resetExpiresAt: sql`now() + make_interval(mins => ${R.resetTokenMinutes})` })
    .where(and(eq(codes.id, latest.id), isNull(codes.usedAt), sql`${codes.expiresAt} > now()`))
    .returning({ id: codes.id });
  if (!confirmed) throw HttpError.onField(400, 'otpExpired', 'otp');
  return reset.token;
}
