import { lazy } from 'react';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { ROUTES } from '@dhub/contract';
import type { FeatureShell } from '../../navigation/types';
import { storePath } from '../../vendor/storePath';

export const storesShell: FeatureShell = {
  // Its own chunk: the top bar shows it once loaded.
  Topbar: lazy(() => import('./StoreAvailability')),
  menu: () => [
    { key: 'stores', entries: [{ kind: 'item', key: 'stores', label: 'nav.stores', to: ROUTES.stores, icon: StorefrontOutlined }] },
  ],
  // On a store's page, switching store opens the other store's page.
  followStore: (pathname, store) => (pathname.startsWith(`${ROUTES.stores}/`) ? storePath(store._id) : null),
};
