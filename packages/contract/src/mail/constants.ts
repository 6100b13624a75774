/**
 * What became of an e-mail: `queued` while it is being handed to the SMTP server, then `sent` or
 * `failed` (with the error; tried again later until MAIL_RETRY.attempts); `kept` when no SMTP server
 * is set (SMTP_URL): it stays in the outbox and the log.
 */
export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'kept'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Delivery tries: a failed e-mail is tried again after `afterMinutes[n - 1]` (n: the tries so far),
 * up to `attempts` tries in all; a try not finished within `leaseMinutes` (its instance stopped)
 * is taken up again by any instance.
 */
export const MAIL_RETRY = { attempts: 5, afterMinutes: [1, 5, 30, 120], leaseMinutes: 10 } as const;
