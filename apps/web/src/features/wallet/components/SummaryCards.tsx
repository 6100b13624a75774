import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { WalletSummary } from '@dhub/contract';
import { useMinorMoney } from '../../../hooks/useMoney';
import { WALLET_NS } from '../i18n';

type Figure = 'available' | 'pending' | 'held' | 'balance';
const FIGURES: readonly Figure[] = ['available', 'pending', 'held', 'balance'];

/** The store's balances now: available (with the payout minimum), pending, held and the balance, in the wallet's currency. */
export function SummaryCards({ summary }: { summary: WalletSummary }) {
  const { t } = useTranslation(WALLET_NS);
  const money = useMinorMoney(summary.currency);
  const hint = (figure: Figure) => (figure === 'available' && summary.available < 0 ? t('summary.owes') : t(`summary.${figure}Hint`));
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gap: { xs: 1.5, sm: 2 }, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, m: 0 }}
    >
      {FIGURES.map((figure) => (
        <Paper key={figure} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {t(`summary.${figure}`)}
          </Typography>
          <Typography
            component="dd"
            variant="h5"
            sx={{
              m: 0,
              fontWeight: 700,
              fontSize: { xs: '1.15rem', sm: '1.5rem' },
              wordBreak: 'break-word',
              color: figure === 'available' && summary.available < 0 ? 'error.main' : undefined,
            }}
          >
            <bdi>{money(summary[figure])}</bdi>
          </Typography>
          <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0, display: 'block' }}>
            {hint(figure)}
          </Typography>
          {figure === 'available' && (
            <Typography component="dd" variant="caption" sx={{ m: 0, display: 'block', fontWeight: 600 }}>
              {t('summary.minimum', { amount: money(summary.payoutMinimum) })}
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}
