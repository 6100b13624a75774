import { useSyncExternalStore } from 'react';
import TextField from '@mui/material/TextField';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useVendorProfile } from '../vendor/useVendorProfile';
import { useFollowStore } from '../navigation/FeatureShells';
import { currentStore, firstCatalogueStore } from '../vendor/currentStore';

/** Top bar: the store the catalogue pages act on, when the vendor has several (persisted). */
export function StoreSwitcher() {
  const { t } = useTranslation();
  const profile = useVendorProfile();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const followStore = useFollowStore();
  const current = useSyncExternalStore(currentStore.subscribe, currentStore.get, currentStore.get);
  const stores = profile.data?.stores ?? [];
  if (stores.length < 2) return null;
  // Unchosen: the store the catalogue pages use then.
  const fallback = firstCatalogueStore(stores) ?? stores[0]!;
  const value = stores.some((store) => store._id === current) ? current! : fallback._id;
  const choose = (id: string) => {
    currentStore.set(id);
    const store = stores.find((candidate) => candidate._id === id);
    const target = store && followStore(pathname, store);
    if (target) void navigate(target);
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
