import { ROUTES } from '@dhub/contract';
import { lazyPage } from '../../navigation/lazyPage';
import type { FeatureRoute } from '../../navigation/types';

/** The spec's /payout (one payout: `?id=`). */
export const payoutsRoutes: FeatureRoute[] = [{ path: ROUTES.payout, page: lazyPage(() => import('./PayoutsPage')) }];
