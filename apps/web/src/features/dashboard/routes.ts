import { lazy } from 'react';
import { ROUTES } from '@dhub/contract';
import type { FeatureRoute } from '../../navigation/types';

export const dashboardRoutes: FeatureRoute[] = [{ path: ROUTES.dashboard, page: lazy(() => import('./DashboardPage')) }];
