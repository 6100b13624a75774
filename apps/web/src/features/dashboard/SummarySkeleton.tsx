import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

/** The figures' place while their code, strings or first answer load. */
export function SummarySkeleton({ title = true }: { title?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true" aria-label={t('app.loading')} sx={{ mt: title ? 4 : 0 }}>
      {title && <Skeleton variant="text" width={200} height={36} />}
      <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} variant="rounded" height={104} />
        ))}
      </Box>
    </Box>
  );
}
