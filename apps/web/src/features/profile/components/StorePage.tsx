import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { StoreSummary } from '@dhub/contract';
import { EmptyState } from '../../../components/EmptyState';
import { FilterSelect } from '../../../components/FilterSelect';
import { PageHeader } from '../../../components/PageHeader';
import { PageSkeleton } from '../../../components/PageSkeleton';
import '../../../i18n/registerPageStrings';
import { currentStore } from '../../../vendor/currentStore';
import { useCurrentStore } from '../../../vendor/useCurrentStore';
import { useVendorProfile } from '../../../vendor/useVendorProfile';
import { PROFILE_NS, useProfileStrings } from '../i18n';

/**
 * A page about one of the vendor's stores: the current one (top bar), with a store picker on the
 * page when there are several; waits for the profile's strings and the vendor's stores.
 */
export function StorePage({ page, children }: { page: 'storeForm' | 'documents' | 'bank'; children: (store: StoreSummary) => ReactNode }) {
  const ready = useProfileStrings();
  const { t } = useTranslation(PROFILE_NS);
  const profile = useVendorProfile();
  const store = useCurrentStore();
  const stores = profile.data?.stores ?? [];
  if (!ready || profile.isPending) return <PageSkeleton />;
  if (!store) return <EmptyState title={t('noStore')} />;
  return (
    <Box>
      <PageHeader
        title={t(`${page}.title`)}
        subtitle={t(`${page}.subtitle`, { store: store.name })}
        actions={
          stores.length > 1 && (
            <FilterSelect
              label={t('store')}
              value={store._id}
              onChange={(id) => currentStore.set(id)}
              options={stores.map((option) => ({ value: option._id, label: option.name }))}
              minWidth={220}
            />
          )
        }
      />
      {children(store)}
    </Box>
  );
}
