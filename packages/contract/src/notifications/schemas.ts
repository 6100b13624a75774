import { z } from 'zod';
import { idSchema } from '../common.js';
import { isoDateTime } from '../fields.js';
import { paginatedSchema, paginationQuerySchema } from '../catalogue/schemas/lists.js';
import { NOTIFICATION_TYPES } from './constants.js';
import { NOTIFICATION_MESSAGES } from './messages.js';

export const notificationParamsSchema = z
  .record(z.string(), z.union([z.string(), z.number()]))
  .meta({ description: "What fills the type's texts (amounts in minor units, dates ISO)" });

export const notificationSchema = z.object({
  _id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  storeId: z.string().nullable(),
  params: notificationParamsSchema,
  link: z.string().nullable().meta({ description: 'The page of the portal it is about' }),
  readAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATION_READ_STATES = ['unread', 'read'] as const;

export const notificationListQuerySchema = paginationQuerySchema.extend({
  state: z.enum(NOTIFICATION_READ_STATES).optional(),
  type: z.enum(NOTIFICATION_TYPES).optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationPageSchema = paginatedSchema(notificationSchema).extend({
  unread: z.number().int().meta({ description: 'Unread notifications in all (whatever the filters)' }),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadNotificationsSchema = z.object({ unread: z.number().int() });

export const notificationIdParamsSchema = z.object({ id: idSchema });

export const markAllReadBodySchema = z.object({
  type: z.enum(NOTIFICATION_TYPES).optional().meta({ description: 'Only this type; default: all' }),
});

export const notificationPreferenceSchema = z.object({ type: z.enum(NOTIFICATION_TYPES), email: z.boolean() });
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesSchema = z.object({
  items: z
    .array(notificationPreferenceSchema)
    .max(NOTIFICATION_TYPES.length)
    .refine((items) => new Set(items.map((item) => item.type)).size === items.length, NOTIFICATION_MESSAGES.notificationTypeTwice),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
