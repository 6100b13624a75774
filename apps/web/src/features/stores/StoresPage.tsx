import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ErrorState';
import { ListSkeleton } from '../../components/ListSkeleton';
import { PageHeader } from '../../components/PageHeader';
import { useVendorProfile } from '../../vendor/useVendorProfile';
import { StoreListCard } from './StoreListCard';

/** The vendor's stores: one card each (one column on phones), each opening its store page. */
export default function StoresPage() {
  const { t } = useTranslation();
  const { data, error, isPending, refetch, isFetching } = useVendorProfile();
  return (
    <Box>
      <PageHeader title={t('stores.title')} subtitle={t('stores.subtitle')} />
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : isPending ? (
        <ListSkeleton rows={3} />
      ) : data.stores.length === 0 ? (
        <Alert severity="info">{t('dashboard.noStores')}</Alert>
      ) : (
        <Box
          component="ul"
          aria-label={t('stores.listLabel')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {data.stores.map((store) => (
            <Box component="li" key={store._id} sx={{ minWidth: 0 }}>
              <StoreListCard store={store} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
