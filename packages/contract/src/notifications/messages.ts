/** User-facing texts of notifications. */
export const NOTIFICATION_MESSAGES = {
  notificationNotFound: 'This notification was not found.',
  notificationsAllRead: 'All notifications are marked as read.',
  notificationPreferencesSaved: 'Your e-mail choices are saved.',
  notificationTypeTwice: 'Each kind of notification may be given once.',
} as const;
