import {
  NOTIFICATION_EMAIL_DEFAULTS,
  NOTIFICATION_MESSAGES as M,
  NOTIFICATION_TYPES,
  type NotificationListQuery,
  type NotificationPage,
  type NotificationPreference,
  type NotificationType,
} from '@dhub/contract';
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { notificationPreferences, notifications as n } from '../../db/notifications-schema.js';
import { offsetOf } from '../../db/paging.js';
import { HttpError } from '../../lib/http-error.js';
import { toNotification } from '../../notify/notify.js';

const mine = (userId: string) => eq(n.userId, userId);

/** The account's unread notifications (the partial index on unread rows). */
export async function unreadCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(n)
    .where(and(mine(userId), isNull(n.readAt)));
  return row?.unread ?? 0;
}

export async function listNotifications(
  db: Database,
  userId: string,
  query: NotificationListQuery & { page: number; limit: number },
): Promise<NotificationPage> {
  const where = and(
    mine(userId),
    query.state === 'unread' ? isNull(n.readAt) : query.state === 'read' ? isNotNull(n.readAt) : undefined,
    query.type ? eq(n.type, query.type) : undefined,
  );
  const [rows, [total], unread] = await Promise.all([
    db.select().from(n).where(where).orderBy(desc(n.createdAt), desc(n.id)).limit(query.limit).offset(offsetOf(query)),
    db.select({ n: count() }).from(n).where(where),
    unreadCount(db, userId),
  ]);
  return { items: rows.map(toNotification), page: query.page, limit: query.limit, total: total?.n ?? 0, unread };
}

export async function markRead(db: Database, userId: string, id: string) {
  const [row] = await db
    .update(n)
    .set({ readAt: sql`coalesce(${n.readAt}, now())` })
    .where(and(eq(n.id, id), mine(userId)))
    .returning();
  if (!row) throw new HttpError(404, 'notificationNotFound');
  return { notification: toNotification(row), unread: await unreadCount(db, userId) };
}

export async function markAllRead(db: Database, userId: string, type: NotificationType | undefined) {
  await db
    .update(n)
    .set({ readAt: sql`now()` })
    .where(and(mine(userId), isNull(n.readAt), type ? eq(n.type, type) : undefined));
  return { message: M.notificationsAllRead, unread: await unreadCount(db, userId) };
}

/** Every type with the account's e-mail choice, or the type's default. */
export async function preferencesOf(db: Executor, userId: string): Promise<{ items: NotificationPreference[] }> {
  const chosen = new Map(
    (await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId))).map((row) => [row.type, row.email]),
  );
  return { items: NOTIFICATION_TYPES.map((type) => ({ type, email: chosen.get(type) ?? NOTIFICATION_EMAIL_DEFAULTS[type] })) };
}

export async function savePreferences(db: Database, userId: string, items: readonly NotificationPreference[]) {
  if (items.length) {
    await db
      .insert(notificationPreferences)
      .values(items.map(({ type, email }) => ({ userId, type, email })))
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.type],
        set: { email: sql`excluded.email` },
      });
  }
  return { message: M.notificationPreferencesSaved, ...(await preferencesOf(db, userId)) };
}
