import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@dhub/contract';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', textAlign: 'center', px: 2, py: 6 }}>
      <Box sx={{ maxWidth: 480 }}>
        <Typography aria-hidden sx={{ fontSize: { xs: 88, sm: 120 }, fontWeight: 700, lineHeight: 1, color: 'primary.main' }}>
          404
        </Typography>
        <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
          {t('errors.notFoundTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {t('errors.notFoundText')}
        </Typography>
        <Button variant="contained" size="large" component={RouterLink} to={ROUTES.home}>
          {t('errors.goHome')}
        </Button>
      </Box>
    </Box>
  );
}
