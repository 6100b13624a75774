import type { QueryClient } from '@tanstack/react-query';
import { dashboardEndpoints, type DashboardQuery } from '@dhub/contract';
import { prefetchEndpointQuery, useEndpointQuery } from '../../api/queries';

/** The summary of a period (the previous one stays shown while the next loads). */
export function useDashboardSummary(query: DashboardQuery | null) {
  return useEndpointQuery(dashboardEndpoints.summary, { query: query ?? {} }, { enabled: query !== null, keepPrevious: true });
}

/** Starts the summary's request before its section renders (its code loads meanwhile). */
export function prefetchDashboardSummary(client: QueryClient, query: DashboardQuery | null): void {
  if (query) void prefetchEndpointQuery(client, dashboardEndpoints.summary, { query }).catch(() => undefined);
}
