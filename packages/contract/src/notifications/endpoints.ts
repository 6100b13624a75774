import { z } from 'zod';
import { messageResponseSchema } from '../common.js';
import { defineEndpoints } from '../http/endpoint.js';
import {
  markAllReadBodySchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationPreferencesSchema,
  notificationSchema,
  unreadNotificationsSchema,
} from './schemas.js';

/** The vendor's notifications (the spec's /all-notifications and the top bar's bell). */
export const notificationEndpoints = defineEndpoints('notifications', 'notifications', {
  list: {
    method: 'GET',
    path: '/vendor/notifications/getall',
    access: 'vendor',
    summary: "The vendor's notifications, newest first, by read state and type, with the unread count",
    query: notificationListQuerySchema,
    response: notificationPageSchema,
  },
  unread: {
    method: 'GET',
    path: '/vendor/notifications/unread-count',
    access: 'vendor',
    summary: 'How many notifications the vendor has not read (the bell)',
    description: 'Also warns, once per subscription, of a plan in force ending within PLAN_EXPIRY_WARNING_DAYS.',
    response: unreadNotificationsSchema,
  },
  markRead: {
    method: 'POST',
    path: '/vendor/notifications/read/:id',
    access: 'vendor',
    summary: 'Mark one notification read',
    params: notificationIdParamsSchema,
    response: z.object({ notification: notificationSchema, unread: z.number().int() }),
    errors: { 404: ['notificationNotFound'] },
  },
  markAllRead: {
    method: 'POST',
    path: '/vendor/notifications/read-all',
    access: 'vendor',
    summary: 'Mark every notification read (or every one of a type)',
    body: markAllReadBodySchema,
    response: messageResponseSchema.extend({ unread: z.number().int() }),
  },
  preferences: {
    method: 'GET',
    path: '/vendor/notifications/preferences',
    access: 'vendor',
    summary: 'Which types of notification the vendor also receives by e-mail (every type, chosen or by default)',
    response: notificationPreferencesSchema,
  },
  savePreferences: {
    method: 'PUT',
    path: '/vendor/notifications/preferences',
    access: 'vendor',
    summary: 'Choose, per type, whether a notification is also sent by e-mail',
    body: notificationPreferencesSchema,
    response: notificationPreferencesSchema.extend({ message: z.string() }),
  },
});
