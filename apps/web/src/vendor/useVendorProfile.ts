import { storeEndpoints } from '@dhub/contract';
import { prefetchEndpointQuery, useEndpointQuery } from '../api/queries';
import { queryClient } from '../api/queryClient';

/** The signed-in vendor and its stores: read by the shell, the dashboard and every store-scoped page. */
export function useVendorProfile() {
  return useEndpointQuery(storeEndpoints.vendorProfile, {});
}

/**
 * Asks for the profile before the shell renders (app/preloadRoute.ts): the shell and every page
 * wait for it. `answer`: index.html's head script already asked.
 */
export function prefetchVendorProfile(answer?: Promise<Response>): Promise<void> {
  return prefetchEndpointQuery(queryClient, storeEndpoints.vendorProfile, {}, answer);
}
