import { ROUTES } from '@dhub/contract';
import { lazyPage } from '../../navigation/lazyPage';
import type { FeatureRoute } from '../../navigation/types';

/** The spec's /all-notifications. */
export const notificationsRoutes: FeatureRoute[] = [{ path: ROUTES.allNotifications, page: lazyPage(() => import('./NotificationsPage')) }];
