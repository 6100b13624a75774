import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@dhub/contract';
import '../../i18n/registerPageStrings';
import { QueryProvider } from '../../api/QueryProvider';
import { RegistrationWizard } from './RegistrationWizard';
import { mirroredInRtl } from '../../theme/buildTheme';

/** /auth/registration-form: 'Add Store' page with the 'Create Store' wizard (spec §2). */
export default function RegistrationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const goBack = () => {
    // Back to the previous page; when the wizard was opened directly there is none, so go to login.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(ROUTES.login);
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 1000, mx: 'auto', px: { xs: 1.5, sm: 3 }, pb: 6 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1, fontSize: { xs: 26, sm: 32 } }}>
          {t('registration.pageTitle')}
        </Typography>
        <Button
          variant="outlined"
          onClick={goBack}
          aria-label={t('registration.backToPrevious')}
          startIcon={<ArrowBack sx={mirroredInRtl} />}
        >
          {t('common.back')}
        </Button>
      </Box>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h5" component="h2" sx={{ mb: 0.5 }}>
            {t('registration.cardTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('registration.intro')}
          </Typography>
          <QueryProvider>
            <RegistrationWizard />
          </QueryProvider>
        </CardContent>
      </Card>
    </Box>
  );
}
