import { lazyPage } from '../../navigation/lazyPage';
import type { FeatureRoute } from '../../navigation/types';
import { ORDER_PATHS } from './paths';

export const ordersRoutes: FeatureRoute[] = [
  { path: ORDER_PATHS.list, page: lazyPage(() => import('./OrdersPage')) },
  { path: ORDER_PATHS.detail, page: lazyPage(() => import('./OrderDetailPage')) },
];
