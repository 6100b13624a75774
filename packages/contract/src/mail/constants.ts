/**
 * What became of an e-mail: `queued` while it is being handed to the SMTP server, then `sent` or
 * `failed` (with the error); `kept` when no SMTP server is set (SMTP_URL): it stays in the outbox
 * and the log.
 */
export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'kept'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
