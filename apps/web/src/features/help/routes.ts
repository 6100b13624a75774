import { ROUTES } from '@dhub/contract';
import { lazyPage } from '../../navigation/lazyPage';
import type { FeatureRoute } from '../../navigation/types';

/** The spec's /faqs and /policy. */
export const helpRoutes: FeatureRoute[] = [
  { path: ROUTES.faqs, page: lazyPage(() => import('./FaqsPage')) },
  { path: ROUTES.policy, page: lazyPage(() => import('./PolicyPage')) },
];
