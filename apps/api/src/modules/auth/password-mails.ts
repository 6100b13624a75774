import { PASSWORD_RESET } from '@dhub/contract';
import type { OutgoingMail } from '../../mail/mailer.js';
import { paragraphsMail as mail } from './mail-text.js';

/** The code of a password reset (the code on a line of its own: mail apps offer to copy it). */
export const resetCodeMail = (to: string, name: string, code: string): OutgoingMail => ({
  secret: true,
  ...mail(to, 'Your DHub password reset code', [
    `Hello ${name},`,
    'Someone (we hope you) asked to reset the password of your DHub account. Your code is:',
    code,
    `It is valid for ${PASSWORD_RESET.codeMinutes} minutes and can be used once. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
  ]),
});

/** Told after a change or a reset, so that an owner who did not make it knows. */
export const passwordChangedMail = (to: string, name: string): OutgoingMail =>
  mail(to, 'Your DHub password was changed', [
    `Hello ${name},`,
    'The password of your DHub account was just changed, and every other session was signed out.',
    'If you did not change it, reset your password now from the sign-in page ("Forgot password?") and contact support.',
  ]);
