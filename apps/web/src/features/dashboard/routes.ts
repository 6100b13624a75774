import { ROUTES } from '@dhub/contract';
import { lazyPage } from '../../navigation/lazyPage';
import type { FeatureRoute } from '../../navigation/types';

/** Preloading the dashboard also loads its figures' section and asks for their first answer (summary/preload.ts). */
export const dashboardRoutes: FeatureRoute[] = [
  {
    path: ROUTES.dashboard,
    page: lazyPage(
      () => import('./DashboardPage'),
      () => {
        import('./summary/preload').then(({ preloadSummary }) => preloadSummary(window.location.search)).catch(() => undefined);
      },
    ),
  },
];
