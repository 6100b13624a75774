import type { SessionUser, UserRole } from '@dhub/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { verifyPassword } from '../../lib/password.js';
import { publicFileUrl } from '../media/urls.js';
import { clearLoginFailures, isLoginBlocked, recordLoginFailure } from './rate-limit.js';

export interface LoginInput {
  email: string;
  password: string;
  ip: string;
  /** The role this sign-in endpoint is for: another role's account gets "invalid credentials". */
  role: UserRole;
}

export function toSessionUser(user: typeof users.$inferSelect): SessionUser {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    image: user.imageKey ? publicFileUrl(user.imageKey) : null,
  };
}

/** Checks the credentials (rate limited per email and per IP) and returns the signed-in user. */
export async function login(db: Database, input: LoginInput): Promise<SessionUser> {
  if (await isLoginBlocked(db, input.email, input.ip)) throw new HttpError(429, 'tooManyLoginAttempts');

  const [user] = await db.select().from(users).where(eq(users.email, input.email));
  const passwordOk = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !passwordOk || user.role !== input.role) {
    await recordLoginFailure(db, input.email, input.ip);
    throw new HttpError(401, 'invalidCredentials');
  }
  await clearLoginFailures(db, input.email);
  if (user.suspendedAt) throw new HttpError(403, 'accountSuspended');
  return toSessionUser(user);
}
