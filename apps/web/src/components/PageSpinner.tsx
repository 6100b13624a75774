import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Spinner } from './Spinner';

/** Centered spinner shown while a page chunk loads (spec §2). */
export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-label={t('app.loading')}
      sx={{ display: 'grid', placeItems: 'center', minHeight: fullScreen ? '100vh' : 320, width: '100%' }}
    >
      <Spinner aria-hidden />
    </Box>
  );
}
