import { MAIL_STATUSES } from '@dhub/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const mailStatus = pgEnum('mail_status', MAIL_STATUSES);

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Every e-mail the marketplace sends: delivered through SMTP when SMTP_URL is set, else kept here (and logged). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: mailStatus('status').notNull(),
    /** The SMTP server's refusal or the connection's error, when `failed`. */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** It holds a one-time code: with SMTP its text is removed once delivered (or given up on). */
    secret: boolean('secret').notNull().default(false),
    /** When an instance tries it (again): a failed try's back-off, or the lease of a try under way. */
    nextAttemptAt: at('next_attempt_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
  },
  (table) => [
    index('mail_outbox_created_idx').on(table.createdAt),
    index('mail_outbox_status_created_idx').on(table.status, table.createdAt),
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.nextAttemptAt} is not null`),
  ],
);
