import { NOTIFICATION_LIVE_EVENT, type Notification, type NotificationType } from '@dhub/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { notifications } from '../db/notifications-schema.js';
import { iso } from '../db/paging.js';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { stores } from '../db/schema.js';
import { publishLive } from '../live/publish.js';
import { notificationLink } from './links.js';

export interface NotificationInput {
  type: NotificationType;
  /** What fills the type's texts (amounts in minor units, dates ISO). */
  params: Record<string, string | number>;
  /** The id of what it is about (an order, booking, payout, ticket), for its link. */
  about?: string;
  /** A category's level (1 or 2), for its link. */
  level?: number;
  /** Written once per key and account (e.g. `planExpiring:<subscription id>`); a second is skipped. */
  dedupeKey?: string;
}

type NotificationRow = typeof notifications.$inferSelect;

export const toNotification = (row: NotificationRow): Notification => ({
  _id: row.id,
  type: row.type,
  storeId: row.storeId,
  params: row.params,
  link: row.link,
  readAt: row.readAt ? iso(row.readAt) : null,
  createdAt: iso(row.createdAt),
});

/**
 * Tells an account something: the notification row and its live event to the account's screens,
 * with the caller's transaction (nothing of it when that rolls back); its e-mail follows the commit.
 */
async function notify(
  db: Executor,
  userId: string | SQL,
  storeId: string | null,
  input: NotificationInput,
  params: SQL | Record<string, string | number> = input.params,
) {
  const rows = await db
    .insert(notifications)
    .values({
      userId,
      storeId,
      type: input.type,
      params,
      link: notificationLink(input.type, { about: input.about, storeId, level: input.level }),
      dedupeKey: input.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning();
  const row = rows[0];
  if (!row) return null;
  const notification = toNotification(row);
  // Heard at the commit: the screens show it, and one instance mails it when wanted (NotificationMailer).
  await publishLive(db, { to: { userId: row.userId }, event: NOTIFICATION_LIVE_EVENT, data: forTheChannel(notification) });
  return notification;
}

/** A text param longer than this is cut on the live channel (the stored notification keeps it whole). */
const LIVE_PARAM_MAX = 300;

/**
 * The notification as the live channel carries it: long texts (a reason of up to 2,000 characters,
 * names) cut, so that the payload stays well under PostgreSQL's 8,000 bytes whatever their script.
 */
function forTheChannel(notification: Notification): Notification {
  const params = Object.fromEntries(
    Object.entries(notification.params).map(([key, value]) => [
      key,
      typeof value === 'string' && value.length > LIVE_PARAM_MAX ? `${value.slice(0, LIVE_PARAM_MAX - 1)}…` : value,
    ]),
  );
  return { ...notification, params };
}

/** Notifies an account (a vendor) directly. */
export function notifyUser(db: Executor, userId: string, input: NotificationInput & { storeId?: string }) {
  return notify(db, userId, input.storeId ?? null, input);
}

/** Notifies the vendor who owns a store (the event sources know the store: a request, an order, a payout); `store` is its name. */
export function notifyStoreOwner(db: Executor, storeId: string, input: NotificationInput) {
  const ofStore = (column: PgColumn) => sql`(select ${column} from ${stores} where ${eq(stores.id, storeId)})`;
  const params = sql`jsonb_build_object('store', ${ofStore(stores.name)}) || ${JSON.stringify(input.params)}::jsonb`;
  return notify(db, ofStore(stores.vendorId), storeId, input, params);
}

/**
 * A store document verified by the operator (the documents' review is still to come: it calls
 * this in its transaction), e.g. `{ document: 'PAN card' }`.
 */
export function notifyDocumentVerified(db: Executor, storeId: string, { document }: { document: string }) {
  return notifyStoreOwner(db, storeId, { type: 'documentVerified', params: { document } });
}
