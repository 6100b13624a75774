import { TWO_STEP_SIGN_IN } from '@dhub/contract';
import type { OutgoingMail } from '../../mail/mailer.js';
import { paragraphsMail } from './mail-text.js';

/** The code of a two-step sign-in: sent only after the right password, so it also warns an owner who did not sign in. */
export const twoStepCodeMail = (to: string, name: string, code: string): OutgoingMail => ({
  secret: true,
  ...paragraphsMail(to, 'Your DHub sign-in code', [
    `Hello ${name},`,
    'Someone (we hope you) signed in to your DHub account with its password. To finish signing in, enter this code:',
    code,
    `It is valid for ${TWO_STEP_SIGN_IN.codeMinutes} minutes and can be used once. If it was not you, change your password now: whoever signed in knows it.`,
  ]),
});
