import type { authEndpoints, EndpointArgs, SessionUser } from '@dhub/contract';
import { users } from '../../db/schema.js';
import type { Database } from '../../db/client.js';
import { HttpError, pgErrorCode } from '../../lib/http-error.js';
import { hashPassword } from '../../lib/password.js';
import { toSessionUser } from '../../access/session-user.js';

/** A new customer account (the unique index on the e-mail decides between two sign-ups with one address). */
export async function registerCustomer(
  db: Database,
  input: EndpointArgs<typeof authEndpoints.customerRegister>['body'],
): Promise<SessionUser> {
  try {
    const [user] = await db
      .insert(users)
      .values({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        role: 'customer',
        name: input.name,
        phone: input.phone,
      })
      .returning();
    return toSessionUser(user!);
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw new HttpError(409, 'emailTaken');
    throw error;
  }
}
