import { ROUTES } from '@dhub/contract';
import { lazyPage } from '../../navigation/lazyPage';
import type { FeatureRoute } from '../../navigation/types';

/** The spec's /service-coupons. */
export const couponsRoutes: FeatureRoute[] = [{ path: ROUTES.coupons, page: lazyPage(() => import('./CouponsPage')) }];
