/** User-facing texts of the two-step sign-in (a code by e-mail after the password). */
export const TWO_STEP_MESSAGES = {
  twoStepCodeSent: 'Enter the 6-digit code we sent to your e-mail address to finish signing in.',
  twoStepCodeResent: 'A new code is on its way to your e-mail address.',
  twoStepChallengeInvalid: 'This sign-in has expired. Please sign in again.',
} as const;
