import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { newPasswordStamp } from '../../access/password-stamp.js';
import type { Database } from '../../db/client.js';
import { passwordResetCodes as codes } from '../../db/password-reset-schema.js';
import { loginFailures, users } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { hashPassword } from '../../lib/password.js';
import { readRowToken } from './reset-code-hash.js';

/**
 * Sets the password of the account a reset token (compareotp's) stands for, once, before the token
 * expires: every session of the account ends (its password stamp moves on), the address's other
 * codes die and its sign-in failures are forgotten. Answers who to tell.
 */
export async function resetPassword(db: Database, token: string, newPassword: string): Promise<{ email: string; name: string }> {
  const reset = readRowToken(token);
  if (!reset) throw new HttpError(400, 'resetTokenInvalid');
  const live = and(
    eq(codes.id, reset.codeId),
    eq(codes.resetTokenHash, reset.hash),
    isNull(codes.resetUsedAt),
    sql`${codes.resetExpiresAt} > now()`,
    isNotNull(codes.userId),
  );
  // Hashing costs ~50 ms of CPU by design: not for a token that cannot be used (checked again, under the update, below).
  const [found] = await db.select({ id: codes.id }).from(codes).where(live);
  if (!found) throw new HttpError(400, 'resetTokenInvalid');
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const [code] = await tx
      .update(codes)
      .set({ resetUsedAt: sql`now()` })
      .where(live)
      .returning({ userId: codes.userId, email: codes.email });
    if (!code?.userId) throw new HttpError(400, 'resetTokenInvalid');
    const [user] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: newPasswordStamp })
      .where(eq(users.id, code.userId))
      .returning({ email: users.email, name: users.name });
    if (!user) throw new HttpError(400, 'resetTokenInvalid');
    await tx
      .update(codes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(codes.email, code.email), isNull(codes.usedAt)));
    await tx.delete(loginFailures).where(eq(loginFailures.email, user.email));
    return user;
  });
}
