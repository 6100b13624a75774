import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** Placeholder rows (thumbnail, two lines, a value), for a list still loading. */
export function SkeletonRows({ rows }: { rows: number }) {
  return Array.from({ length: rows }, (_, index) => (
    <Stack key={index} direction="row" spacing={2} sx={{ alignItems: 'center', py: 1 }}>
      <Skeleton variant="rounded" width={48} height={48} />
      <Box sx={{ flex: 1 }}>
        <Skeleton variant="text" width="50%" />
        <Skeleton variant="text" width="30%" />
      </Box>
      <Skeleton variant="text" width={80} />
    </Stack>
  ));
}

/** A list's place while it loads. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" aria-busy="true" aria-label={t('app.loading')} sx={{ p: 2 }}>
      <SkeletonRows rows={rows} />
    </Paper>
  );
}
