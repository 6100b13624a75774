import { messageResponseSchema } from '../common.js';
import { defineEndpoints } from '../http/endpoint.js';
import { PASSWORD_RESET as R } from './password-constants.js';
import {
  changePasswordResponseSchema,
  changePasswordSchema,
  compareOtpResponseSchema,
  compareOtpSchema,
  resetPasswordSchema,
  sendOtpResponseSchema,
  sendOtpSchema,
} from './password-schemas.js';

/** Changing a password, and recovering a forgotten one by a code sent by e-mail (the spec's paths). */
export const passwordEndpoints = defineEndpoints('auth.password', 'auth', {
  changePassword: {
    method: 'POST',
    path: '/service-provider/auth/changepassword',
    access: 'vendor',
    summary: 'Change the password (the current one, the new one twice); every other session is signed out',
    body: changePasswordSchema,
    response: changePasswordResponseSchema,
    errors: { 429: ['tooManyRequests'] },
  },
  sendOtp: {
    method: 'POST',
    path: '/admin/auth/sendotp',
    access: 'public',
    summary: "Send a 6-digit password reset code to an account's e-mail address",
    description:
      `The same answer, in about the same time, whether or not an account uses the address. A code is valid ${R.codeMinutes} ` +
      `minutes; one every ${R.resendAfterSeconds} s and ${R.codesPerEmailPerHour} an hour per address (429 otpResendTooSoon, ` +
      `otpTooManyRequests); ${R.requestsPerAddressPerHour} requests an hour per client (429 tooManyRequests).`,
    body: sendOtpSchema,
    response: sendOtpResponseSchema,
    errors: { 429: ['otpResendTooSoon', 'otpTooManyRequests', 'tooManyRequests'] },
  },
  compareOtp: {
    method: 'POST',
    path: '/admin/auth/compareotp',
    access: 'public',
    summary: 'Check a reset code: answers the reset token resetpass needs',
    description:
      `The address's latest code only; ${R.triesPerCode} wrong tries and the code is dead (429 otpTooManyTries). A right ` +
      `code that expired or was used: 400 otpExpired; any other: 400 otpInvalid.`,
    body: compareOtpSchema,
    response: compareOtpResponseSchema,
    errors: { 429: ['otpTooManyTries', 'tooManyRequests'] },
  },
  resetPassword: {
    method: 'POST',
    path: '/admin/auth/resetpass',
    access: 'public',
    summary: 'Set a new password with the reset token; every session of the account is signed out',
    body: resetPasswordSchema,
    description:
      `A token that expired, was used or never was: 400 resetTokenInvalid. ${R.checksPerAddressPerHour} tries an hour per ` +
      'client (429 tooManyRequests).',
    response: messageResponseSchema,
    errors: { 429: ['tooManyRequests'] },
  },
});
