import { ROUTES } from '@dhub/contract';
import { lazyPage } from '../../navigation/lazyPage';
import type { FeatureRoute } from '../../navigation/types';

/** The spec's /reviews and /view-review. */
export const reviewsRoutes: FeatureRoute[] = [
  { path: ROUTES.reviews, page: lazyPage(() => import('./ReviewsPage')) },
  { path: ROUTES.viewReview, page: lazyPage(() => import('./ReviewPage')) },
];
