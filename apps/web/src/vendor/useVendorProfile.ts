import { storeEndpoints } from '@dhub/contract';
import { queryKeys, useEndpointQuery } from '../api/queries';

/** The signed-in vendor and its stores: read by the shell, the dashboard and every store-scoped page. */
export function useVendorProfile() {
  return useEndpointQuery(storeEndpoints.vendorProfile, {});
}

export const vendorProfileKey = queryKeys.endpoint(storeEndpoints.vendorProfile);
