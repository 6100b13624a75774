import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PROFILE_NS } from '../i18n';
import { TwoStepDialog } from './TwoStepDialog';

/** Whether signing in also asks for a code by e-mail, and the switch (through the password dialog). */
export function TwoStepCard({ on, email }: { on: boolean; email: string }) {
  const { t } = useTranslation(PROFILE_NS);
  const [changing, setChanging] = useState(false);
  return (
    <Card sx={{ maxWidth: 760, mt: 3 }} component="section" aria-labelledby="two-step-title">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
          <Typography id="two-step-title" variant="h6" component="h2">
            {t('twoStep.title')}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={on ? 'success' : 'default'}
            label={on ? t('twoStep.status.on') : t('twoStep.status.off')}
            sx={{ fontWeight: 600 }}
          />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {t('twoStep.help', { email })}
        </Typography>
        <Button variant={on ? 'outlined' : 'contained'} onClick={() => setChanging(true)}>
          {on ? t('twoStep.turnOff') : t('twoStep.turnOn')}
        </Button>
        {changing && <TwoStepDialog enabled={!on} onClose={() => setChanging(false)} />}
      </CardContent>
    </Card>
  );
}
