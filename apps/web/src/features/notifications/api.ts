import { notificationEndpoints, type EndpointInput } from '@dhub/contract';
import { queryKeys, useEndpointMutation, useEndpointQuery } from '../../api/queries';

export type NotificationListInput = NonNullable<EndpointInput<typeof notificationEndpoints.list>['query']>;

/** Every notifications query (the bell's count and latest, the page, the e-mail choices). */
export const notificationsKey = queryKeys.group('notifications');
const invalidates = [notificationsKey];

export function useNotifications(query: NotificationListInput) {
  return useEndpointQuery(notificationEndpoints.list, { query }, { keepPrevious: true });
}

/** The bell's count (asking it also lets the server notice a plan ending soon). */
export function useUnreadNotifications() {
  return useEndpointQuery(notificationEndpoints.unread, {}, { select: (answer) => answer.unread });
}

export const useMarkNotificationRead = () => useEndpointMutation(notificationEndpoints.markRead, { invalidates });
export const useMarkAllNotificationsRead = () => useEndpointMutation(notificationEndpoints.markAllRead, { invalidates });

export function useEmailPreferences(enabled: boolean) {
  return useEndpointQuery(notificationEndpoints.preferences, {}, { enabled });
}
export const useSaveEmailPreferences = () => useEndpointMutation(notificationEndpoints.savePreferences, { invalidates });
