import { lazy } from 'react';
import type { FeatureShell } from '../../navigation/types';

// Their own chunk: the shell loads them after its first render.
const NotificationBell = lazy(() => import('./live/NotificationBell'));
const NotificationsLive = lazy(() => import('./live/NotificationsLive'));

/** The bell in the top bar (its page opens from it), and the live part that keeps its count. */
export const notificationsShell: FeatureShell = {
  Live: NotificationsLive,
  Topbar: NotificationBell,
  menu: () => [],
};
