import { PASSWORD_MESSAGES, TWO_STEP_MESSAGES } from '@dhub/contract';

const en = {
  backToSignIn: 'Back to sign in',
  rules: 'At least 8 characters, with a letter and a number.',
  forgot: {
    title: 'Forgot your password?',
    subtitle: "Enter your account's e-mail address: we will send it a 6-digit code.",
    email: 'Email address',
    send: 'Send the code',
    sending: 'Sending…',
  },
  twoSteps: {
    title: 'Enter the code',
    subtitle: 'If an account uses {{email}}, we sent it a 6-digit code. It is valid for {{minutes}} minutes.',
    code: '6-digit code',
    verify: 'Verify',
    verifying: 'Verifying…',
    resend: 'Send a new code',
    resendIn: 'Send a new code in {{seconds}} s',
    resent: 'A new code is on its way.',
    otherEmail: 'Use another e-mail address',
    noEmail: 'Start by entering the e-mail address of your account.',
    start: 'Enter my e-mail address',
  },
  signInCode: {
    title: 'Enter your sign-in code',
    subtitle: 'Two-step sign-in is on: we sent a 6-digit code to {{email}}. It is valid for {{minutes}} minutes.',
    verify: 'Sign in',
  },
  reset: {
    title: 'Choose a new password',
    subtitle: 'Every session of your account will be signed out.',
    save: 'Save the new password',
    saving: 'Saving…',
    noToken: 'Confirm a code sent to your e-mail first.',
    startAgain: 'Start again',
  },
  change: {
    title: 'Change password',
    subtitle: 'You stay signed in here; every other session of your account is signed out.',
    currentPassword: 'Current password',
    save: 'Change password',
    saving: 'Saving…',
  },
  newPassword: 'New password',
  confirmPassword: 'Confirm the new password',
  strength: {
    label: 'Password strength: {{level}}',
    levels: { veryWeak: 'very weak', weak: 'weak', fair: 'fair', good: 'good', strong: 'strong' },
  },
  messages: { ...PASSWORD_MESSAGES, ...TWO_STEP_MESSAGES },
};

export type PasswordStrings = typeof en;
export default en;
