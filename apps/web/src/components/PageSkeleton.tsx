import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { useSkeletonUp } from '../navigation/firstPageShown';
import { SkeletonRows } from './ListSkeleton';
import { PageHeader, type PageHeading } from './PageHeader';

/**
 * A page's shape (title, subtitle, a list) while its code or first data loads; with `heading`, the
 * page's own title and subtitle in their place (known before its code: they are on screen sooner),
 * outside the busy region so that screen readers read them as the page's.
 */
export function PageSkeleton({ heading }: { heading?: PageHeading }) {
  const { t } = useTranslation();
  useSkeletonUp();
  return (
    <>
      {heading && <PageHeader {...heading} />}
      <Box role="status" aria-busy="true" aria-label={t('app.loading')}>
        {!heading && (
          <>
            <Skeleton variant="text" width="min(260px, 70%)" height={44} />
            <Skeleton variant="text" width="min(380px, 90%)" sx={{ mb: 2 }} />
          </>
        )}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <SkeletonRows rows={5} />
        </Paper>
      </Box>
    </>
  );
}
