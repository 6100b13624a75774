import { ROUTES } from '@dhub/contract';
import { lazyPage } from '../../navigation/lazyPage';
import type { FeatureRoute } from '../../navigation/types';
import { STORE_PAGE_PATH } from '../../vendor/storePath';

/** The vendor's stores (spec: 'Go to Stores' after a registration) and one store's page. */
export const storesRoutes: FeatureRoute[] = [
  { path: ROUTES.stores, page: lazyPage(() => import('./StoresPage')) },
  { path: STORE_PAGE_PATH, page: lazyPage(() => import('./StorePage')) },
];
