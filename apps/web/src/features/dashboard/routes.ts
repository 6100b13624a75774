import { ROUTES } from '@dhub/contract';
import { lazyPage } from '../../navigation/lazyPage';
import type { FeatureRoute } from '../../navigation/types';

export const dashboardRoutes: FeatureRoute[] = [{ path: ROUTES.dashboard, page: lazyPage(() => import('./DashboardPage')) }];
