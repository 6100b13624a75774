import { and, eq } from 'drizzle-orm';
import { newPasswordStamp, passwordStampOf } from '../../access/password-stamp.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';

export interface PasswordChanged {
  /** The new stamp, for this session's new token: tokens under the old one are refused. */
  passwordStamp: number;
  email: string;
  name: string;
}

/** A signed-in user's change: the current password must be right (and still current when the new one is written). */
export async function changePassword(
  db: Database,
  { userId, currentPassword, newPassword }: { userId: string; currentPassword: string; newPassword: string },
): Promise<PasswordChanged> {
  const wrong = () => HttpError.onField(400, 'currentPasswordWrong', 'currentPassword');
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) throw wrong();
  const [changed] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), passwordChangedAt: newPasswordStamp })
    .where(and(eq(users.id, userId), eq(users.passwordHash, user.passwordHash)))
    .returning({ passwordStamp: passwordStampOf, email: users.email, name: users.name });
  if (!changed?.passwordStamp) throw wrong();
  return { ...changed, passwordStamp: changed.passwordStamp };
}
