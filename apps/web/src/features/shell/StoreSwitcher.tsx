import { useSyncExternalStore } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useVendorProfile } from '../dashboard/api';
import { currentStore } from './currentStore';

/** Top bar: the store the catalogue pages act on, when the vendor has several (persisted). */
export function StoreSwitcher() {
  const { t } = useTranslation();
  const profile = useVendorProfile();
  const current = useSyncExternalStore(currentStore.subscribe, currentStore.get, currentStore.get);
  const stores = profile.data?.stores ?? [];
  if (stores.length < 2) return null;
  const value = stores.some((store) => store._id === current) ? current! : stores[0]!._id;
  return (
    <TextField
      select
      size="small"
      label={t('storeSwitcher.label')}
      value={value}
      onChange={(event) => currentStore.set(event.target.value)}
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
