import TextField from '@mui/material/TextField';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useVendorProfile } from '../vendor/useVendorProfile';
import { useFollowStore } from '../navigation/FeatureShells';
import { currentStore } from '../vendor/currentStore';
import { useCurrentStore } from '../vendor/useCurrentStore';

/** Top bar: the store the catalogue pages act on, when the vendor has several (persisted). */
export function StoreSwitcher() {
  const { t } = useTranslation();
  const profile = useVendorProfile();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const followStore = useFollowStore();
  const chosen = useCurrentStore();
  const stores = profile.data?.stores ?? [];
  if (stores.length < 2 || !chosen) return null;
  const value = chosen._id;
  const choose = (id: string) => {
    currentStore.set(id);
    const store = stores.find((candidate) => candidate._id === id);
    const target = store && followStore(pathname, store);
    if (target) void navigate(target);
  };
  const labelOf = (store: (typeof stores)[number]) => (store.service?.name ? `${store.name} · ${store.service.name}` : store.name);
  return (
    <TextField
      select
      size="small"
      label={t('storeSwitcher.label')}
      value={value}
      onChange={(event) => choose(event.target.value)}
      // The whole name on hover and for screen readers; a long one is cut at its logical end (… on the left in Arabic).
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { title: labelOf(chosen) } }}
      sx={{ width: { xs: 150, sm: 'auto' }, minWidth: { sm: 220 }, maxWidth: { sm: 360 }, mx: 1, '& select': { textOverflow: 'ellipsis' } }}
    >
      {stores.map((store) => (
        <option key={store._id} value={store._id}>
          {labelOf(store)}
        </option>
      ))}
    </TextField>
  );
}
