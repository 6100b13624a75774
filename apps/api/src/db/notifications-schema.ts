import { NOTIFICATION_TYPES } from '@dhub/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { stores, users } from './schema.js';

export const notificationType = pgEnum('notification_type', NOTIFICATION_TYPES);

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Something a vendor is told: its type and params make the texts (each language its own), `link` the page it is about. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'set null' }),
    type: notificationType('type').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    link: text('link'),
    /** Once per thing (e.g. `planExpiring:<subscription id>`): a second notification of it is not written. */
    dedupeKey: text('dedupe_key'),
    readAt: at('read_at'),
    /** Taken by the one instance that handles its e-mail (sent or not wanted): each notification is mailed once. */
    emailedAt: at('emailed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    uniqueIndex('notifications_user_dedupe_key').on(table.userId, table.dedupeKey),
    index('notifications_not_emailed_idx')
      .on(table.createdAt)
      .where(sql`${table.emailedAt} is null`),
  ],
);

/** A vendor's choice, per type, of also receiving a notification by e-mail (no row: NOTIFICATION_EMAIL_DEFAULTS). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationType('type').notNull(),
    email: boolean('email').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.type] })],
);
