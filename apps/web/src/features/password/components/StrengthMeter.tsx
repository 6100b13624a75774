import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PASSWORD_NS } from '../i18n';
import { usePasswordScore } from '../usePasswordScore';

const LEVELS = ['veryWeak', 'weak', 'fair', 'good', 'strong'] as const;
const COLORS = ['error.main', 'error.main', 'warning.main', 'success.main', 'success.main'] as const;

/**
 * How hard the password is to guess (zxcvbn, counting the account's own words as known): four
 * bars and the level in words. Advisory: the rules that refuse a password are the contract's.
 */
export function StrengthMeter({ id, password, userInputs }: { id: string; password: string; userInputs: readonly string[] }) {
  const { t } = useTranslation(PASSWORD_NS);
  const score = usePasswordScore(password, userInputs);
  if (score === null) return <Box id={id} sx={{ minHeight: 32 }} />;
  return (
    <Box id={id} sx={{ minHeight: 32 }}>
      <Box aria-hidden sx={{ display: 'flex', gap: 0.5 }}>
        {[1, 2, 3, 4].map((bar) => (
          <Box
            key={bar}
            sx={{ flex: 1, height: 4, borderRadius: 2, bgcolor: score >= bar ? COLORS[score] : 'action.disabledBackground' }}
          />
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('strength.label', { level: t(`strength.levels.${LEVELS[score]!}`) })}
      </Typography>
    </Box>
  );
}
