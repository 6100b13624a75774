import { randomUUID } from 'node:crypto';
import { TWO_STEP_SIGN_IN as T, type MessageCode } from '@dhub/contract';
import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { twoStepCodes as codes, users } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { checkSendLimits, recentCodes, sentWithinHour, spendCodeTry, takeTurn } from './emailed-codes.js';
import { codeMatches, hashEmailedCode, newEmailedCode, newRowToken, readRowToken } from './reset-code-hash.js';

/** A code sent for a sign-in: the challenge the client holds, and the code to e-mail to `user`. */
export interface SentTwoStepCode {
  challengeToken: string;
  code: string;
  user: { email: string; name: string };
}

const challengeInvalid = () => new HttpError(400, 'twoStepChallengeInvalid');

/** The password has not changed since the sign-in that opened the challenge (a reset or a change closes it). */
const passwordUnchanged = or(isNull(users.passwordChangedAt), sql`${users.passwordChangedAt} <= ${codes.signedInAt}`)!;

/**
 * A new code for the account, within its limits (`codesPerHour` over all its codes; `tooSoon` the
 * resend wait's code, null at a sign-in): the account's older codes die, the new one is stored as
 * an HMAC bound to its row, its challenge as a SHA-256. Within the account's turn (takeTurn).
 */
async function issue(
  tx: Transaction,
  key: Buffer,
  userId: string,
  signedInAt: Date | SQL,
  limits: { tooSoon: MessageCode | null; tooMany: MessageCode },
): Promise<{ challengeToken: string; code: string }> {
  const [recent] = await tx
    .select(recentCodes(codes.createdAt))
    .from(codes)
    .where(and(eq(codes.userId, userId), sentWithinHour(codes.createdAt)));
  checkSendLimits(recent, limits);
  await tx
    .update(codes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(codes.userId, userId), isNull(codes.usedAt)));
  const id = randomUUID();
  const code = newEmailedCode();
  const challenge = newRowToken(id);
  await tx.insert(codes).values({
    id,
    userId,
    challengeHash: challenge.hash,
    codeHash: hashEmailedCode(key, id, code),
    signedInAt,
    expiresAt: sql`now() + make_interval(mins => ${T.codeMinutes})`,
  });
  return { challengeToken: challenge.token, code };
}

const turnOf = (userId: string) => `two-step-sign-in:${userId}`;

/** After the right password: the sign-in's first code (past `codesPerHour` for the account: 429 tooManyRequests). */
export async function startTwoStep(db: Database, key: Buffer, user: { id: string; email: string; name: string }): Promise<SentTwoStepCode> {
  await db.delete(codes).where(lt(codes.createdAt, sql`now() - interval '1 day'`));
  return db.transaction(async (tx) => {
    await takeTurn(tx, turnOf(user.id));
    const sent = await issue(tx, key, user.id, sql`now()`, { tooSoon: null, tooMany: 'tooManyRequests' });
    return { ...sent, user };
  });
}

/** The open challenge a token stands for: not used nor replaced, its sign-in recent, the password unchanged since. */
async function openChallenge(db: Database | Transaction, token: string) {
  const challenge = readRowToken(token);
  if (!challenge) throw challengeInvalid();
  const [row] = await db
    .select({ userId: codes.userId, signedInAt: codes.signedInAt, email: users.email, name: users.name })
    .from(codes)
    .innerJoin(users, eq(users.id, codes.userId))
    .where(
      and(
        eq(codes.id, challenge.codeId),
        eq(codes.challengeHash, challenge.hash),
        isNull(codes.usedAt),
        sql`${codes.signedInAt} > now() - make_interval(mins => ${T.challengeMinutes})`,
        passwordUnchanged,
      ),
    );
  if (!row) throw challengeInvalid();
  return row;
}

/** A new code for an open challenge (one every `resendAfterSeconds`, `codesPerHour`): it replaces the challenge. */
export async function resendTwoStep(db: Database, key: Buffer, token: string): Promise<SentTwoStepCode> {
  const { userId } = await openChallenge(db, token);
  return db.transaction(async (tx) => {
    await takeTurn(tx, turnOf(userId));
    // Another resend may have replaced it while this one waited its turn.
    const { signedInAt, email, name } = await openChallenge(tx, token);
    const sent = await issue(tx, key, userId, signedInAt, { tooSoon: 'otpResendTooSoon', tooMany: 'otpTooManyRequests' });
    return { ...sent, user: { email, name } };
  });
}

/**
 * Checks the code of a challenge (spendCodeTry's rules: `triesPerCode` tries, then dead); a right,
 * live code is used up, once, and answers the account that signs in. The code of another
 * challenge (another account's) never matches: each code is bound to its own row.
 */
export async function verifyTwoStep(db: Database, key: Buffer, token: string, code: string): Promise<string> {
  const challenge = readRowToken(token);
  if (!challenge) throw challengeInvalid();
  const [row] = await db
    .select({
      id: codes.id,
      userId: codes.userId,
      codeHash: codes.codeHash,
      tries: codes.tries,
      live: sql<boolean>`${codes.usedAt} is null and ${codes.expiresAt} > now()`,
      passwordUnchanged: sql<boolean>`${passwordUnchanged}`,
    })
    .from(codes)
    .innerJoin(users, eq(users.id, codes.userId))
    .where(and(eq(codes.id, challenge.codeId), eq(codes.challengeHash, challenge.hash)));
  if (!row?.passwordUnchanged) throw challengeInvalid();
  const countTry = async () => {
    const counted = await db
      .update(codes)
      .set({ tries: sql`${codes.tries} + 1` })
      .where(and(eq(codes.id, row.id), lt(codes.tries, T.triesPerCode)))
      .returning({ tries: codes.tries });
    return counted.length > 0;
  };
  await spendCodeTry({ ...row, matches: codeMatches(key, row.id, code, row.codeHash) }, countTry, 'code');
  const [used] = await db
    .update(codes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(codes.id, row.id), isNull(codes.usedAt), sql`${codes.expiresAt} > now()`))
    .returning({ userId: codes.userId });
  if (!used) throw HttpError.onField(400, 'otpExpired', 'code');
  return used.userId;
}
