import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

interface Props {
  onGoToStores: () => void;
  onAddAnother: () => void;
}

/** The completed state after a successful registration (spec §2). */
export function WizardCompleted({ onGoToStores, onAddAnother }: Props) {
  const { t } = useTranslation();
  return (
    <Box sx={{ py: 2 }}>
      <Alert severity="success" role="status" sx={{ mb: 3 }}>
        {t('messages.storeAddedAllSteps')}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={onAddAnother}>
          {t('registration.addAnother')}
        </Button>
        <Button variant="contained" onClick={onGoToStores}>
          {t('registration.goToStores')}
        </Button>
      </Stack>
    </Box>
  );
}
