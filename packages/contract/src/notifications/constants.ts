/**
 * What a notification tells: each type has a title and a body (NOTIFICATION_TEXTS), filled with the
 * notification's params, so every language writes it its own way.
 */
export const NOTIFICATION_TYPES = [
  'requestApproved',
  'requestRejected',
  'categoryApproved',
  'categoryRejected',
  'documentVerified',
  'newOrder',
  'newBooking',
  'payoutPaid',
  'ticketReply',
  'planExpiring',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Whether a type is also sent by e-mail when the vendor has not chosen (its preferences override). */
export const NOTIFICATION_EMAIL_DEFAULTS: Readonly<Record<NotificationType, boolean>> = {
  requestApproved: true,
  requestRejected: true,
  categoryApproved: true,
  categoryRejected: true,
  documentVerified: true,
  newOrder: false,
  newBooking: false,
  payoutPaid: true,
  ticketReply: true,
  planExpiring: true,
};

/**
 * The English texts of each type (i18next interpolation: `{{param}}`); the web translates them by
 * type, e-mails use them as they are. Amounts arrive in minor units and dates as ISO: each side
 * formats them (`amount`, `endsAt`) before filling.
 */
export const NOTIFICATION_TEXTS: Readonly<Record<NotificationType, { title: string; body: string }>> = {
  requestApproved: { title: 'Product request approved', body: '“{{name}}” was approved and added to your list.' },
  requestRejected: { title: 'Product request rejected', body: '“{{name}}” was rejected: {{reason}}' },
  categoryApproved: { title: 'Category request approved', body: '“{{name}}” was approved: you can use it now.' },
  categoryRejected: { title: 'Category request rejected', body: '“{{name}}” was rejected: {{reason}}' },
  documentVerified: { title: 'Document verified', body: 'Your {{document}} for {{store}} was verified.' },
  newOrder: { title: 'New order', body: 'Order {{number}} arrived at {{store}}.' },
  newBooking: { title: 'New booking', body: 'Booking {{number}} arrived at {{store}}.' },
  payoutPaid: { title: 'Payout paid', body: '{{amount}} was paid to the bank account of {{store}} (reference {{reference}}).' },
  ticketReply: { title: 'Support answered', body: 'Support answered your ticket #{{number}}: “{{subject}}”.' },
  planExpiring: { title: 'Your plan ends soon', body: 'The {{plan}} plan of {{store}} ends on {{endsAt}}: renew it to keep its benefits.' },
};

/** The live channel's event of a new notification (its item). */
export const NOTIFICATION_LIVE_EVENT = 'notification';
