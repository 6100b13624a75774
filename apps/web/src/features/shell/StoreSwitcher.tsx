import { useSyncExternalStore } from 'react';
import TextField from '@mui/material/TextField';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isCatalogueVertical } from '@dhub/contract';
import { useVendorProfile } from '../../vendor/useVendorProfile';
import { catalogueRouteOf, VERTICAL_ROUTES } from '../catalogue/routeTable';
import { currentStore, firstCatalogueStore } from '../../vendor/currentStore';

/** Top bar: the store the catalogue pages act on, when the vendor has several (persisted). */
export function StoreSwitcher() {
  const { t } = useTranslation();
  const profile = useVendorProfile();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = useSyncExternalStore(currentStore.subscribe, currentStore.get, currentStore.get);
  const stores = profile.data?.stores ?? [];
  if (stores.length < 2) return null;
  // Unchosen: the store the catalogue pages use then.
  const fallback = firstCatalogueStore(stores) ?? stores[0]!;
  const value = stores.some((store) => store._id === current) ? current! : fallback._id;
  const choose = (id: string) => {
    currentStore.set(id);
    // On a page of another vertical, follow the store to its vertical (an item's page: to the list).
    const route = catalogueRouteOf(pathname);
    const kind = stores.find((store) => store._id === id)?.service?.kind;
    if (!route?.vertical || !isCatalogueVertical(kind) || kind === route.vertical) return;
    void navigate(VERTICAL_ROUTES[kind][route.kind === 'browse' || route.kind === 'requests' ? route.kind : 'list']);
  };
  return (
    <TextField
      select
      size="small"
      label={t('storeSwitcher.label')}
      value={value}
      onChange={(event) => choose(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ width: { xs: 130, sm: 220 }, mx: 1 }}
    >
      {stores.map((store) => (
        <option key={store._id} value={store._id}>
          {store.service?.name ? `${store.name} · ${store.service.name}` : store.name}
        </option>
      ))}
    </TextField>
  );
}
