import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@dhub/contract';
import { PASSWORD_NS } from '../i18n';

export function BackToSignIn() {
  const { t } = useTranslation(PASSWORD_NS);
  return (
    <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
      <Link component={RouterLink} to={ROUTES.login} sx={{ fontWeight: 600, textUnderlineOffset: 3 }}>
        {t('backToSignIn')}
      </Link>
    </Typography>
  );
}
