import { ROUTES } from '@dhub/contract';
import { lazyPage } from '../../navigation/lazyPage';
import type { FeatureRoute } from '../../navigation/types';

/** The spec's /wallet. */
export const walletRoutes: FeatureRoute[] = [{ path: ROUTES.wallet, page: lazyPage(() => import('./WalletPage')) }];
