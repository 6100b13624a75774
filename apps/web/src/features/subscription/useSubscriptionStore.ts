import { currentStore } from '../../vendor/currentStore';
import { useCurrentStore } from '../../vendor/useCurrentStore';
import { useVendorProfile } from '../../vendor/useVendorProfile';

/** The vendor's stores and the one whose plan shows: the current store; choosing one makes it current (top bar too). */
export function useSubscriptionStore() {
  const profile = useVendorProfile();
  const store = useCurrentStore();
  return { profile, stores: profile.data?.stores ?? [], store, choose: (id: string) => currentStore.set(id) };
}
