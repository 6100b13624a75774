import { useQueryClient } from '@tanstack/react-query';
import { LIVE_READY_EVENT, NOTIFICATION_LIVE_EVENT, notificationSchema } from '@dhub/contract';
import { invalidateAll } from '../../../api/queries';
import { useLiveEvents } from '../../../live/useLiveEvents';
import { i18n } from '../../../i18n';
import { toast } from '../../../lib/toast';
import { notificationsKey } from '../api';
import { NOTIFICATIONS_NS, useNotificationStrings } from '../i18n';

/**
 * Always on in the signed-in layout: a new notification raises the bell's count and shows in the
 * lists at once, with a toast of its title; after a reconnection everything is read again.
 */
export default function NotificationsLive() {
  const client = useQueryClient();
  useNotificationStrings();
  useLiveEvents((event) => {
    if (event.event !== LIVE_READY_EVENT && event.event !== NOTIFICATION_LIVE_EVENT) return;
    void invalidateAll(client, [notificationsKey]);
    const notification = notificationSchema.safeParse(event.data);
    // i18n.t, not the hook's t: the stream stays open when the language changes.
    if (event.event === NOTIFICATION_LIVE_EVENT && notification.success) {
      toast.info(i18n.t(`types.${notification.data.type}.title`, { ns: NOTIFICATIONS_NS }));
    }
  });
  return null;
}
