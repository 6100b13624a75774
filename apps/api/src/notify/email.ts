import { NOTIFICATION_EMAIL_DEFAULTS, NOTIFICATION_TEXTS, type NotificationType } from '@dhub/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { notificationPreferences } from '../db/notifications-schema.js';

/** What the e-mail of a notification says: the contract's English texts, amounts and dates formatted. */
export function notificationMail(type: NotificationType, params: Readonly<Record<string, string | number>>, currency: string) {
  const values: Record<string, string> = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
  if (typeof params.amount === 'number') {
    values.amount = new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(params.amount / 100);
  }
  if (typeof params.endsAt === 'string') {
    values.endsAt = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date(params.endsAt));
  }
  const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);
  const texts = NOTIFICATION_TEXTS[type];
  return { subject: fill(texts.title), text: fill(texts.body) };
}

/** Whether the account wants this type by e-mail: its choice, else the type's default. */
export async function wantsEmail(db: Executor, userId: string, type: NotificationType): Promise<boolean> {
  const [choice] = await db
    .select({ email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.type, type)));
  return choice?.email ?? NOTIFICATION_EMAIL_DEFAULTS[type];
}
