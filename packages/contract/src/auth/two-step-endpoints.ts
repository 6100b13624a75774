import type { EndpointSpec } from '../http/endpoint.js';
import { loginResponseSchema } from './schemas.js';
import { TWO_STEP_SIGN_IN as T } from './two-step-constants.js';
import { resendTwoStepSchema, twoStepLoginResponseSchema, verifyTwoStepSchema } from './two-step-schemas.js';

/** The second step of a vendor's sign-in with two-step on (part of authEndpoints). */
export const twoStepEndpointSpecs = {
  verifyTwoStep: {
    method: 'POST',
    path: '/vendor/auth/verify-two-step',
    access: 'public',
    summary: 'Finish a two-step sign-in with the e-mailed code: answers the session, as the sign-in does',
    description:
      `The challenge's code only, once; ${T.triesPerCode} wrong tries and it is dead (429 otpTooManyTries). A right code ` +
      `that expired or was used: 400 otpExpired; any other: 400 otpInvalid (on code). A challenge that is not (or no longer) ` +
      `one: 400 twoStepChallengeInvalid. ${T.checksPerAddressPerHour} checks an hour per client (429 tooManyRequests).`,
    body: verifyTwoStepSchema,
    response: loginResponseSchema,
    errors: {
      400: ['otpInvalid', 'otpExpired', 'twoStepChallengeInvalid'],
      403: ['accountSuspended'],
      429: ['otpTooManyTries', 'tooManyRequests'],
    },
  },
  resendTwoStep: {
    method: 'POST',
    path: '/vendor/auth/resend-two-step',
    access: 'public',
    summary: 'E-mail a new code for a two-step sign-in: answers a new challenge (the previous code and challenge die)',
    description:
      `One every ${T.resendAfterSeconds} s (429 otpResendTooSoon) and ${T.codesPerHour} codes an hour per account ` +
      `(429 otpTooManyRequests); within ${T.challengeMinutes} minutes of the sign-in, else 400 twoStepChallengeInvalid.`,
    body: resendTwoStepSchema,
    response: twoStepLoginResponseSchema,
    errors: { 400: ['twoStepChallengeInvalid'], 429: ['otpResendTooSoon', 'otpTooManyRequests', 'tooManyRequests'] },
  },
} as const satisfies Record<string, EndpointSpec>;
