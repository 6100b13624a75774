import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { OTP_PATTERN } from './password-constants.js';
import { PASSWORD_MESSAGES as M } from './password-messages.js';
import { emailSchema, newPasswordSchema, typedPasswordSchema } from './schemas.js';

/** A new password typed twice: the registration's rules, and the same both times (reported on the confirmation). */
const newPasswordFields = z.object({ newPassword: newPasswordSchema, confirmPassword: typedPasswordSchema });
type NewPasswordFields = z.output<typeof newPasswordFields>;
const confirmed = (body: NewPasswordFields) => body.newPassword === body.confirmPassword;
const onConfirmation = { path: ['confirmPassword'], message: M.passwordsDontMatch };

/** Signed in: the current password, and the new one twice (it must differ from the current one). */
export const changePasswordSchema = newPasswordFields
  .extend({ currentPassword: typedPasswordSchema })
  .refine(confirmed, onConfirmation)
  .refine((body) => body.newPassword !== body.currentPassword, { path: ['newPassword'], message: M.passwordUnchanged });
export type ChangePasswordBody = z.input<typeof changePasswordSchema>;

export const changePasswordResponseSchema = z.object({
  message: z.string(),
  token: z.string().meta({ description: "This session's new token: the tokens issued before the change are refused." }),
});

export const sendOtpSchema = z.object({ email: emailSchema });
export type SendOtpBody = z.input<typeof sendOtpSchema>;

export const sendOtpResponseSchema = z.object({
  message: z.string(),
  expiresInSeconds: z.number().int().meta({ description: 'How long a code is valid' }),
  resendAfterSeconds: z.number().int().meta({ description: 'When another code may be asked for' }),
});
export type SendOtpResponse = z.infer<typeof sendOtpResponseSchema>;

export const otpSchema = z.string({ error: M.otpFormat }).trim().regex(OTP_PATTERN, M.otpFormat);

export const compareOtpSchema = z.object({ email: emailSchema, otp: otpSchema });
export type CompareOtpBody = z.input<typeof compareOtpSchema>;

export const compareOtpResponseSchema = z.object({
  message: z.string(),
  resetToken: z.string().meta({ description: 'Needed by resetpass; valid once, for a few minutes' }),
  expiresInSeconds: z.number().int(),
});
export type CompareOtpResponse = z.infer<typeof compareOtpResponseSchema>;

export const resetPasswordSchema = newPasswordFields
  .extend({ resetToken: z.string({ error: MESSAGES.invalidRequest }).min(1, MESSAGES.invalidRequest).max(200, MESSAGES.invalidRequest) })
  .refine(confirmed, onConfirmation);
export type ResetPasswordBody = z.input<typeof resetPasswordSchema>;
