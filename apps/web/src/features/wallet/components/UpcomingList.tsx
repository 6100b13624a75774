import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import { useTranslation } from 'react-i18next';
import type { WalletSummary } from '@dhub/contract';
import { useDate } from '../../../hooks/useDate';
import { useMinorMoney } from '../../../hooks/useMoney';
import { dayValue } from '../../../lib/calendarDate';
import { WALLET_NS } from '../i18n';

/** The pending money by the day it becomes available, soonest first. */
export function UpcomingList({ summary, headingId }: { summary: WalletSummary; headingId: string }) {
  const { t } = useTranslation(WALLET_NS);
  const money = useMinorMoney(summary.currency);
  const date = useDate();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {t('upcoming.heading')}
      </Typography>
      {summary.upcoming.length === 0 ? (
        <Typography color="text.secondary">{t('upcoming.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {summary.upcoming.map((item) => (
            <Box component="li" key={item.date} sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 0.5 }}>
              <EventAvailableOutlined fontSize="small" color="action" aria-hidden />
              <Typography variant="body2">{t('upcoming.item', { amount: money(item.amount), date: date(dayValue(item.date)) })}</Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
