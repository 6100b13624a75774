import { useSyncExternalStore } from 'react';
import type { StoreSummary } from '@dhub/contract';
import { currentStore, firstCatalogueStore } from './currentStore';
import { useVendorProfile } from './useVendorProfile';

/** The store the vendor works on: the one chosen in the top bar, else its first catalogue store, else its first. */
export function useCurrentStore(): StoreSummary | undefined {
  const stores = useVendorProfile().data?.stores ?? [];
  const chosen = useSyncExternalStore(currentStore.subscribe, currentStore.get, currentStore.get);
  return stores.find((store) => store._id === chosen) ?? firstCatalogueStore(stores) ?? stores[0];
}
