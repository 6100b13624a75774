import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { otpSchema } from './password-schemas.js';
import { loginResponseSchema } from './schemas.js';

const challengeToken = z
  .string({ error: MESSAGES.invalidRequest })
  .min(1, MESSAGES.invalidRequest)
  .max(200, MESSAGES.invalidRequest)
  .meta({ description: 'The sign-in’s challenge, as the sign-in (or the last resend) answered it' });

/** What a sign-in with two-step needs next: the challenge to send with the e-mailed code, and its timings. */
export const twoStepChallengeSchema = z.object({
  challengeToken,
  expiresInSeconds: z.number().int().meta({ description: 'How long the code is valid' }),
  resendAfterSeconds: z.number().int().meta({ description: 'When another code may be asked for' }),
});
export type TwoStepChallenge = z.infer<typeof twoStepChallengeSchema>;

/** The right password of an account with two-step sign-in: no session yet, a code was e-mailed. */
export const twoStepLoginResponseSchema = z.object({ message: z.string(), twoStep: twoStepChallengeSchema });
export type TwoStepLoginResponse = z.infer<typeof twoStepLoginResponseSchema>;

/** A vendor's sign-in answer: the session, or (two-step sign-in on) the code's challenge. */
export const vendorLoginResponseSchema = z.union([loginResponseSchema, twoStepLoginResponseSchema]);
export type VendorLoginResponse = z.infer<typeof vendorLoginResponseSchema>;

export const verifyTwoStepSchema = z.object({ challengeToken, code: otpSchema });
export type VerifyTwoStepBody = z.input<typeof verifyTwoStepSchema>;

export const resendTwoStepSchema = z.object({ challengeToken });
export type ResendTwoStepBody = z.input<typeof resendTwoStepSchema>;
