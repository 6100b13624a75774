import { z } from 'zod';
import { LIMITS, USER_ROLES } from '../constants.js';
import { requiredPhone, requiredText } from '../fields.js';
import { MESSAGES } from '../messages.js';

export const emailSchema = z
  .string({ error: MESSAGES.fieldRequired })
  .trim()
  .min(1, MESSAGES.fieldRequired)
  .max(254, MESSAGES.tooLong)
  .pipe(z.email({ error: MESSAGES.invalidEmail }))
  .transform((value) => value.toLowerCase());

/** A password as typed (to sign in, or to confirm who acts): required, at most LIMITS.passwordMax. */
export const typedPasswordSchema = z
  .string({ error: MESSAGES.fieldRequired })
  .min(1, MESSAGES.fieldRequired)
  .max(LIMITS.passwordMax, MESSAGES.tooLong);

/** At least 8 characters with a letter and a digit (spec silent; a common minimum). */
export const newPasswordSchema = typedPasswordSchema.refine(
  (value) => value.length >= 8 && /[A-Za-z]/.test(value) && /\d/.test(value),
  MESSAGES.weakPassword,
);

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: typedPasswordSchema,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const sessionUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(USER_ROLES),
  image: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  message: z.string(),
  user: sessionUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A marketplace customer's sign-up (the customer app's; the portal never shows it). */
export const customerRegisterSchema = z.object({
  name: requiredText(100),
  email: emailSchema,
  phone: requiredPhone,
  password: newPasswordSchema,
});
export type CustomerRegister = z.input<typeof customerRegisterSchema>;
