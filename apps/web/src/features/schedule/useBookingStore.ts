import type { StoreSummary } from '@dhub/contract';
import { currentStore } from '../../vendor/currentStore';
import { useCurrentStore } from '../../vendor/useCurrentStore';
import { useVendorProfile } from '../../vendor/useVendorProfile';

/**
 * The booking stores of the vendor and the one the page shows: the current store when it takes
 * bookings, else the first booking store. Choosing one makes it the current store (top bar too).
 */
export function useBookingStore() {
  const profile = useVendorProfile();
  const current = useCurrentStore();
  const stores: StoreSummary[] = (profile.data?.stores ?? []).filter((store) => store.service.kind === 'booking');
  const store = stores.find((candidate) => candidate._id === current?._id) ?? stores[0];
  return { profile, stores, store, choose: (id: string) => currentStore.set(id) };
}
