import { notificationEndpoints } from '@dhub/contract';
import { featureRoutes } from '../../http/route.js';
import { warnOfEndingPlans } from '../../notify/plan-expiry.js';
import { listNotifications, markAllRead, markRead, preferencesOf, savePreferences, unreadCount } from './notification-service.js';

export const notificationRoutes = featureRoutes((route, { db }) => {
  route(notificationEndpoints.list, ({ actor, query }) => listNotifications(db, actor.userId, query));
  route(notificationEndpoints.unread, async ({ actor }) => {
    // The bell asks on every signed-in start: a plan ending soon is noticed then.
    await warnOfEndingPlans(db, actor.userId);
    return { unread: await unreadCount(db, actor.userId) };
  });
  route(notificationEndpoints.markRead, ({ actor, params }) => markRead(db, actor.userId, params.id));
  route(notificationEndpoints.markAllRead, ({ actor, body }) => markAllRead(db, actor.userId, body.type));
  route(notificationEndpoints.preferences, ({ actor }) => preferencesOf(db, actor.userId));
  route(notificationEndpoints.savePreferences, ({ actor, body }) => savePreferences(db, actor.userId, body.items));
});
