import { queryClient } from '../../../api/queryClient';
import { prefetchDashboardSummary } from '../api';
import { summaryQueryOf, viewOf } from '../period';

/**
 * At start-up on the dashboard (app/preloadRoute.ts, signed in): the section's code and the
 * address's summary are asked for beside the vendor's profile, not after it has come and the page rendered.
 */
export function preloadSummary(search: string): void {
  import('./DashboardSummary').catch(() => undefined);
  prefetchDashboardSummary(queryClient, summaryQueryOf(viewOf(new URLSearchParams(search))));
}
