import type { MessageCode } from '@dhub/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { throttle } from '../../http/rate-limit.js';
import { HttpError } from '../../lib/http-error.js';
import { verifyPassword } from '../../lib/password.js';

/**
 * A change a stolen session alone must not make (the bank account, two-step sign-in): the vendor's
 * current password confirms it. Throttled per vendor and `purpose` (bounds password guessing: 429
 * tooManyRequests); a wrong password is refused on `currentPassword` with `wrong`.
 */
export async function confirmPassword(
  db: Database,
  {
    userId,
    password,
    purpose,
    limit,
    wrong,
  }: {
    userId: string;
    password: string;
    purpose: string;
    limit: { perUser: number; windowMinutes: number };
    wrong: MessageCode;
  },
): Promise<void> {
  await throttle(db, `${purpose}:${userId}`, { limit: limit.perUser, windowMinutes: limit.windowMinutes }, 'tooManyRequests');
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!(await verifyPassword(user?.passwordHash, password))) throw HttpError.onField(400, wrong, 'currentPassword');
}
