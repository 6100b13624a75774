import { lazy } from 'react';
import { ROUTES } from '@dhub/contract';
import type { FeatureRoute } from '../../navigation/types';
import { STORE_PAGE_PATH } from '../../vendor/storePath';

/** The vendor's stores (spec: 'Go to Stores' after a registration) and one store's page. */
export const storesRoutes: FeatureRoute[] = [
  { path: ROUTES.stores, page: lazy(() => import('./StoresPage')) },
  { path: STORE_PAGE_PATH, page: lazy(() => import('./StorePage')) },
];
