import { storeEndpoints } from '@dhub/contract';
import { prefetchEndpointQuery, queryKeys, useEndpointQuery } from '../api/queries';
import { queryClient } from '../api/queryClient';

/** The signed-in vendor and its stores: read by the shell, the dashboard and every store-scoped page. */
export function useVendorProfile() {
  return useEndpointQuery(storeEndpoints.vendorProfile, {});
}

/** Asks for the profile before the shell renders (app/preloadRoute.ts): the shell and every page wait for it. */
export function prefetchVendorProfile(): Promise<void> {
  return prefetchEndpointQuery(queryClient, storeEndpoints.vendorProfile, {});
}

export const vendorProfileKey = queryKeys.endpoint(storeEndpoints.vendorProfile);
