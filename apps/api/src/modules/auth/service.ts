import type { SessionUser, UserRole } from '@dhub/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { verifyPassword } from '../../lib/password.js';
import { passwordStampOf } from '../../access/password-stamp.js';
import { toSessionUser } from '../../access/session-user.js';
import { addressOverCeiling, clearLoginFailures, pruneLoginFailures, takeLoginTry } from './rate-limit.js';

export interface LoginInput {
  email: string;
  password: string;
  /** The client's address as throttles count it (`addressKey`). */
  ip: string;
  /** The role this sign-in endpoint is for: another role's account gets "invalid credentials". */
  role: UserRole;
}

/** A signed-in user, with its password's stamp for the session token. */
export interface SignedInUser {
  user: SessionUser;
  passwordStamp: number | null;
}

/** A user who proved who they are: the session's user, unless suspended. */
function signedIn({ user, passwordStamp }: { user: typeof users.$inferSelect; passwordStamp: number | null }): SignedInUser {
  if (user.suspendedAt) throw new HttpError(403, 'accountSuspended');
  return { user: toSessionUser(user), passwordStamp };
}

/** The account a finished two-step sign-in stands for (its password's current stamp). */
export async function signedInById(db: Database, userId: string): Promise<SignedInUser> {
  const [row] = await db.select({ user: users, passwordStamp: passwordStampOf }).from(users).where(eq(users.id, userId));
  if (!row) throw new HttpError(400, 'twoStepChallengeInvalid'); // removed since
  return signedIn(row);
}

/**
 * Checks the credentials (throttled per account and address, see LOGIN_RATE_LIMIT) and returns the
 * signed-in user, and whether the account asks for a code by e-mail too (two-step sign-in).
 */
export async function login(db: Database, input: LoginInput): Promise<SignedInUser & { twoStepSignIn: boolean }> {
  if (!(await takeLoginTry(db, input.email, input.ip))) throw new HttpError(429, 'tooManyLoginAttempts');

  const [row] = await db.select({ user: users, passwordStamp: passwordStampOf }).from(users).where(eq(users.email, input.email));
  const user = row?.user;
  const passwordOk = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !passwordOk || user.role !== input.role) {
    // The try is already counted as a failure.
    if (await addressOverCeiling(db, input.ip)) throw new HttpError(429, 'tooManyFailedSignIns');
    throw new HttpError(401, 'invalidCredentials');
  }
  await clearLoginFailures(db, input.email, input.ip);
  await pruneLoginFailures(db);
  return { ...signedIn({ user, passwordStamp: row.passwordStamp }), twoStepSignIn: user.twoStepSignIn };
}
