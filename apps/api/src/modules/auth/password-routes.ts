import { PASSWORD_CHANGE_RATE_LIMIT, PASSWORD_MESSAGES as M, PASSWORD_RESET as R, passwordEndpoints } from '@dhub/contract';
import { addressKey, throttle } from '../../http/rate-limit.js';
import { featureRoutes } from '../../http/route.js';
import type { OutgoingMail } from '../../mail/mailer.js';
import { atLeast } from './at-least.js';
import { changePassword } from './password-change.js';
import { passwordChangedMail, resetCodeMail } from './password-mails.js';
import { resetPassword } from './password-reset.js';
import { resetCodeKey } from './reset-code-hash.js';
import { confirmResetCode, issueResetCode } from './reset-codes.js';
import { signSession } from './session-token.js';

/** sendotp answers no sooner than this, whichever way it went (a few statements take a few ms). */
const SEND_OTP_MS = 250;
const HOUR = 60;

export const passwordRoutes = featureRoutes((route, { db, config, mailer }) => {
  const key = resetCodeKey(config.jwtSecret);
  // The change is made: an outbox that cannot be written is logged, not the caller's failure.
  const notify = (mail: OutgoingMail, log: { error(obj: object, msg: string): void }) =>
    mailer.send(mail).catch((error: unknown) => log.error({ err: error }, 'password e-mail not written to the outbox'));

  route(passwordEndpoints.changePassword, async ({ actor, body, reply, request }) => {
    const { perAccount, windowMinutes } = PASSWORD_CHANGE_RATE_LIMIT;
    await throttle(db, `password-change:${actor.userId}`, { limit: perAccount, windowMinutes }, 'tooManyRequests');
    const { currentPassword, newPassword } = body;
    const changed = await changePassword(db, { userId: actor.userId, currentPassword, newPassword });
    await notify(passwordChangedMail(changed.email, changed.name), request.log);
    return { message: M.passwordChanged, token: signSession(reply, { _id: actor.userId, role: actor.role }, changed.passwordStamp) };
  });

  route(passwordEndpoints.sendOtp, ({ body, request }) =>
    atLeast(SEND_OTP_MS, async () => {
      await throttle(
        db,
        `password-otp-send:${addressKey(request.ip)}`,
        { limit: R.requestsPerAddressPerHour, windowMinutes: HOUR },
        'tooManyRequests',
      );
      const { code, user } = await issueResetCode(db, key, body.email);
      // Written to the outbox before answering; its delivery goes on after.
      if (user) await mailer.send(resetCodeMail(body.email, user.name, code));
      return { message: M.otpSent, expiresInSeconds: R.codeMinutes * 60, resendAfterSeconds: R.resendAfterSeconds };
    }),
  );

  route(passwordEndpoints.compareOtp, async ({ body, request }) => {
    await throttle(
      db,
      `password-otp-check:${addressKey(request.ip)}`,
      { limit: R.checksPerAddressPerHour, windowMinutes: HOUR },
      'tooManyRequests',
    );
    const resetToken = await confirmResetCode(db, key, body.email, body.otp);
    return { message: M.otpConfirmed, resetToken, expiresInSeconds: R.resetTokenMinutes * 60 };
  });

  route(passwordEndpoints.resetPassword, async ({ body, request }) => {
    // The new password is hashed (argon2, costly by design) only for a live token, and so many times an hour per client.
    await throttle(
      db,
      `password-reset:${addressKey(request.ip)}`,
      { limit: R.checksPerAddressPerHour, windowMinutes: HOUR },
      'tooManyRequests',
    );
    const user = await resetPassword(db, body.resetToken, body.newPassword);
    await notify(passwordChangedMail(user.email, user.name), request.log);
    return { message: M.passwordReset };
  });
});
