/**
 * A 6-digit code sent by e-mail (a password reset, a two-step sign-in): valid `codeMinutes`, at most
 * `triesPerCode` guesses (then it is dead), one every `resendAfterSeconds` and `codesPerHour` an hour.
 */
export const EMAILED_CODE = {
  codeLength: 6,
  codeMinutes: 10,
  triesPerCode: 5,
  codesPerHour: 5,
  resendAfterSeconds: 60,
} as const;

/**
 * Forgotten passwords: an emailed code (EMAILED_CODE's rules), at most `codesPerEmailPerHour` codes
 * for one address; the code's confirmation gives a reset token valid `resetTokenMinutes`, once.
 */
export const PASSWORD_RESET = {
  codeLength: EMAILED_CODE.codeLength,
  codeMinutes: EMAILED_CODE.codeMinutes,
  triesPerCode: EMAILED_CODE.triesPerCode,
  codesPerEmailPerHour: EMAILED_CODE.codesPerHour,
  resendAfterSeconds: EMAILED_CODE.resendAfterSeconds,
  resetTokenMinutes: 15,
  /** Per client address and hour: code requests, and code checks (over all addresses). */
  requestsPerAddressPerHour: 20,
  checksPerAddressPerHour: 30,
} as const;

/** Signed-in password changes per account and window (each checks the current password). */
export const PASSWORD_CHANGE_RATE_LIMIT = { perAccount: 10, windowMinutes: 15 } as const;

export const OTP_PATTERN = /^\d{6}$/;
