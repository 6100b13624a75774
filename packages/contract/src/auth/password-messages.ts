/** User-facing texts of password changes and recovery. */
export const PASSWORD_MESSAGES = {
  passwordChanged: 'Your password was changed. Your other sessions were signed out.',
  passwordReset: 'Your password was changed. Sign in with your new password.',
  otpSent: 'If an account uses this address, a 6-digit code is on its way to it. It is valid for 10 minutes.',
  otpConfirmed: 'Code confirmed. Choose a new password.',
  otpFormat: 'Enter the 6-digit code from the e-mail.',
  otpInvalid: 'This code is not right. Check the e-mail and try again.',
  otpExpired: 'This code has expired or was already used. Ask for a new one.',
  otpTooManyTries: 'Too many wrong codes. Ask for a new code.',
  otpResendTooSoon: 'A code was just sent. Please wait a minute before asking for another.',
  otpTooManyRequests: 'Too many codes were asked for. Please try again in an hour.',
  resetTokenInvalid: 'This password reset has expired or was already used. Please start again.',
  currentPasswordWrong: 'The current password is not right.',
  passwordsDontMatch: 'The passwords do not match.',
  passwordUnchanged: 'The new password must be different from the current one.',
} as const;
