import { storeEndpoints, WALLET_DEFAULTS } from '@dhub/contract';
import { queryKeys } from '../api/queries';
import { queryClient } from '../api/queryClient';

/**
 * The marketplace's currency (ISO 4217), from the signed-in vendor's profile, which the shell loads
 * before any page; the marketplace's default before sign-in.
 */
export function marketplaceCurrency(): string {
  const profile = queryClient.getQueryData<{ currency?: string }>(queryKeys.call(storeEndpoints.vendorProfile, {}));
  return profile?.currency ?? WALLET_DEFAULTS.currency;
}
