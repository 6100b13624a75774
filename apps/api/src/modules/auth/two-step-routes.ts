import { authEndpoints, MESSAGES, TWO_STEP_MESSAGES as M, TWO_STEP_SIGN_IN as T, type TwoStepLoginResponse } from '@dhub/contract';
import type { AppDeps } from '../../app-types.js';
import { addressKey, throttle } from '../../http/rate-limit.js';
import type { Route } from '../../http/route.js';
import { codeHmacKey } from './reset-code-hash.js';
import { signedInById } from './service.js';
import { sessionAnswer } from './session-token.js';
import { resendTwoStep, startTwoStep, verifyTwoStep, type SentTwoStepCode } from './two-step-codes.js';
import { twoStepCodeMail } from './two-step-mails.js';

const HOUR = 60;

/**
 * Two-step sign-in: after the right password, a code by e-mail (`start`, for the sign-in's answer);
 * verify-two-step finishes the sign-in with it, resend-two-step sends another. Codes and
 * challenges live in the database only (hashed): any instance answers any step.
 */
export function twoStepSignIn(route: Route, { db, config, mailer }: AppDeps) {
  const key = codeHmacKey(config.jwtSecret, 'two-step-sign-in-code');
  // Written to the outbox before answering; its delivery goes on after.
  const answer = async ({ challengeToken, code, user }: SentTwoStepCode, message: string): Promise<TwoStepLoginResponse> => {
    await mailer.send(twoStepCodeMail(user.email, user.name, code));
    return { message, twoStep: { challengeToken, expiresInSeconds: T.codeMinutes * 60, resendAfterSeconds: T.resendAfterSeconds } };
  };

  route(authEndpoints.verifyTwoStep, async ({ body, request, reply }) => {
    const limit = { limit: T.checksPerAddressPerHour, windowMinutes: HOUR };
    await throttle(db, `two-step-check:${addressKey(request.ip)}`, limit, 'tooManyRequests');
    const userId = await verifyTwoStep(db, key, body.challengeToken, body.code);
    return sessionAnswer(reply, await signedInById(db, userId), MESSAGES.loginSuccess);
  });
  route(authEndpoints.resendTwoStep, async ({ body, request }) => {
    const limit = { limit: T.resendsPerAddressPerHour, windowMinutes: HOUR };
    await throttle(db, `two-step-resend:${addressKey(request.ip)}`, limit, 'tooManyRequests');
    return answer(await resendTwoStep(db, key, body.challengeToken), M.twoStepCodeResent);
  });

  return {
    /** The answer to the right password of an account with two-step sign-in: no session, a code is on its way. */
    start: async (user: { id: string; email: string; name: string }) => answer(await startTwoStep(db, key, user), M.twoStepCodeSent),
  };
}
