import { PROFILE_MESSAGES as M, TWO_STEP_CHANGE_RATE_LIMIT, type UpdateTwoStepBody } from '@dhub/contract';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { confirmPassword } from './password-confirm.js';

/**
 * Two-step sign-in on or off, confirmed by the current password (a stolen session alone can neither
 * turn it off nor lock the owner out). On: each sign-in also asks for a code sent by e-mail.
 */
export async function updateTwoStep(db: Database, actor: Actor, body: Required<UpdateTwoStepBody>) {
  await confirmPassword(db, {
    userId: actor.userId,
    password: body.currentPassword,
    purpose: 'two-step-change',
    limit: TWO_STEP_CHANGE_RATE_LIMIT,
    wrong: 'twoStepPasswordWrong',
  });
  await db.update(users).set({ twoStepSignIn: body.enabled }).where(eq(users.id, actor.userId));
  return { message: body.enabled ? M.twoStepTurnedOn : M.twoStepTurnedOff, twoStepSignIn: body.enabled };
}
