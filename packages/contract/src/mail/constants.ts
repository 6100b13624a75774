import { EMAILED_CODE } from '../auth/password-constants.js';

/**
 * What became of an e-mail: `queued` while it is being handed to the SMTP server, then `sent` or
 * `failed` (with the error; tried again later until MAIL_RETRY.attempts); `kept` when no SMTP server
 * is set (SMTP_URL): it stays in the outbox and the log.
 */
export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'kept'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Delivery tries: a failed e-mail is tried again after `afterMinutes[n - 1]` (n: the tries so far),
 * up to `attempts` tries in all; a try not finished within `leaseMinutes` (its instance stopped;
 * the SMTP timeouts end a try well before) is taken up again by any instance. A one-time code is
 * not tried after its code's validity (`secretMinutes`): a late code only confuses.
 */
export const MAIL_RETRY = {
  attempts: 5,
  afterMinutes: [1, 5, 30, 120],
  leaseMinutes: 10,
  secretMinutes: EMAILED_CODE.codeMinutes,
} as const;
