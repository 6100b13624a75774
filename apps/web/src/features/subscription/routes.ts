import { ROUTES } from '@dhub/contract';
import { lazyPage } from '../../navigation/lazyPage';
import type { FeatureRoute } from '../../navigation/types';

/** /subscription: the store's plan, the plans it can change to, its subscriptions. */
export const subscriptionRoutes: FeatureRoute[] = [{ path: ROUTES.subscription, page: lazyPage(() => import('./SubscriptionPage')) }];
