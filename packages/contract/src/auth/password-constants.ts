/**
 * Forgotten passwords: a 6-digit code by e-mail, valid `codeMinutes`, at most `triesPerCode` guesses
 * (then it is dead), at most `codesPerEmailPerHour` codes for one address and one every
 * `resendAfterSeconds`; the code's confirmation gives a reset token valid `resetTokenMinutes`, once.
 */
export const PASSWORD_RESET = {
  codeLength: 6,
  codeMinutes: 10,
  triesPerCode: 5,
  codesPerEmailPerHour: 5,
  resendAfterSeconds: 60,
  resetTokenMinutes: 15,
  /** Per client address and hour: code requests, and code checks (over all addresses). */
  requestsPerAddressPerHour: 20,
  checksPerAddressPerHour: 30,
} as const;

/** Signed-in password changes per account and window (each checks the current password). */
export const PASSWORD_CHANGE_RATE_LIMIT = { perAccount: 10, windowMinutes: 15 } as const;

export const OTP_PATTERN = /^\d{6}$/;
