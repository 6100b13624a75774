import { randomUUID } from 'node:crypto';
import { PASSWORD_RESET as R } from '@dhub/contract';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { passwordResetCodes as codes } from '../../db/password-reset-schema.js';
import { users } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { checkSendLimits, recentCodes, sentWithinHour, spendCodeTry, takeTurn } from './emailed-codes.js';
import { codeMatches, decoyCodeHash, hashEmailedCode, newEmailedCode, newRowToken } from './reset-code-hash.js';

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
    await takeTurn(tx, `password-reset:${email}`);
    const [recent] = await tx
      .select(recentCodes(codes.createdAt))
      .from(codes)
      .where(and(eq(codes.email, email), sentWithinHour(codes.createdAt)));
    checkSendLimits(recent, { tooSoon: 'otpResendTooSoon', tooMany: 'otpTooManyRequests' });

    const [user] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, email));
    const id = randomUUID();
    const code = newEmailedCode();
    await tx.insert(codes).values({
      id,
      email,
      userId: user?.id ?? null,
      codeHash: user ? hashEmailedCode(key, id, code) : decoyCodeHash(),
      expiresAt: sql`now() + make_interval(mins => ${R.codeMinutes})`,
    });
    return { code, user: user ?? null };
  });
}

/**
 * Checks a code against the address's latest one (spendCodeTry's rules). A right, live code is used
 * up and answers a reset token (valid `resetTokenMinutes`, once).
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
  if (!latest) throw HttpError.onField(400, 'otpInvalid', 'otp');
  const countTry = async () => {
    const counted = await db
      .update(codes)
      .set({ tries: sql`${codes.tries} + 1` })
      .where(and(eq(codes.id, latest.id), lt(codes.tries, R.triesPerCode)))
      .returning({ tries: codes.tries });
    return counted.length > 0;
  };
  await spendCodeTry({ ...latest, matches: codeMatches(key, latest.id, code, latest.codeHash) }, countTry, 'otp');

  const reset = newRowToken(latest.id);
  const [confirmed] = await db
    .update(codes)
    .set({ usedAt: sql`now()`, resetTokenHash: reset.hash, resetExpiresAt: sql`now() + make_interval(mins => ${R.resetTokenMinutes})` })
    .where(and(eq(codes.id, latest.id), isNull(codes.usedAt), sql`${codes.expiresAt} > now()`))
    .returning({ id: codes.id });
  if (!confirmed) throw HttpError.onField(400, 'otpExpired', 'otp');
  return reset.token;
}
