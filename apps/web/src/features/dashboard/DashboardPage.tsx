import { lazy, Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSkeletonUp } from '../../navigation/firstPageShown';
import { errorText } from '../../i18n/errorText';
import { useVendorProfile } from '../../vendor/useVendorProfile';
import { StoreCard } from './StoreCard';
import { SummarySkeleton } from './SummarySkeleton';

// The figures, their pickers and charts load as their own chunks (started with the page, their
// first answer too: routes.ts): the page's first load and its Largest Contentful Paint, the
// welcome heading, do not wait for them. A chunk that cannot load (offline) leaves the page as it
// was, without the figures.
const DashboardSummary = lazy(() => import('./summary/DashboardSummary').catch(() => ({ default: () => null })));

const GRID = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } } as const;

function LoadingState() {
  const { t } = useTranslation();
  useSkeletonUp();
  return (
    <Box aria-busy="true" aria-label={t('app.loading')}>
      <Skeleton variant="text" width={260} height={44} />
      <Box sx={{ ...GRID, mt: 2 }}>
        {[0, 1].map((index) => (
          <Card key={index}>
            <CardContent sx={{ display: 'flex', gap: 2 }}>
              <Skeleton variant="rounded" width={64} height={64} />
              <Box sx={{ flex: 1 }}>
                <Skeleton variant="text" width="60%" />
                <Skeleton variant="text" width="40%" />
                <Skeleton variant="text" width="80%" />
              </Box>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

export default function DashboardPage() {
  const { t } = useTranslation();
  const { data, error, isPending, refetch, isFetching } = useVendorProfile();

  if (isPending) return <LoadingState />;
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('dashboard.loadError')} {errorText(error, 'serverError')}
      </Alert>
    );
  }

  return (
    <Box>
      <Typography variant="h4" component="h1">
        {t('dashboard.welcome', { name: data.vendor.name })}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('dashboard.subtitle')}
      </Typography>
      {data.stores.length === 0 ? (
        <Alert severity="info">{t('dashboard.noStores')}</Alert>
      ) : (
        <>
          <Box sx={GRID}>
            {data.stores.map((store) => (
              <StoreCard key={store._id} store={store} />
            ))}
          </Box>
          <Suspense fallback={<SummarySkeleton />}>
            <DashboardSummary stores={data.stores} loading={(title) => <SummarySkeleton title={title} />} />
          </Suspense>
        </>
      )}
    </Box>
  );
}
