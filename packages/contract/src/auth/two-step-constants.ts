import { EMAILED_CODE } from './password-constants.js';

/**
 * Two-step sign-in (a vendor's choice): after the right password, an emailed code (EMAILED_CODE's
 * rules: `codesPerHour` counts every code the account was sent, by a sign-in or a resend; a resend
 * waits `resendAfterSeconds`). A challenge may ask for new codes for `challengeMinutes` after its
 * sign-in; then the password is asked again.
 */
export const TWO_STEP_SIGN_IN = {
  ...EMAILED_CODE,
  challengeMinutes: 60,
  /** Per client address and hour: code checks, and resends. */
  checksPerAddressPerHour: 30,
  resendsPerAddressPerHour: 20,
} as const;
