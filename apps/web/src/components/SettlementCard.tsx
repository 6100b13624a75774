import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Settlement } from '@dhub/contract';
import { DetailList } from './DetailList';
import { useDateTime } from '../hooks/useDate';
import { useMinorMoney } from '../hooks/useMoney';

/** What the store earns from a delivered order or a completed booking (not on the printed slip: the customer's copy). */
export function SettlementCard({ settlement }: { settlement: Settlement }) {
  const { t, i18n } = useTranslation();
  const money = useMinorMoney();
  const dateTime = useDateTime();
  const rate = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }).format(
    settlement.commissionRate / 10_000,
  );
  return (
    <Paper variant="outlined" sx={{ p: 2, displayPrint: 'none' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('settlement.title')}
      </Typography>
      <DetailList
        rows={[
          [t('settlement.gross'), money(settlement.gross)],
          ...(settlement.couponCost ? ([[t('settlement.couponCost'), `− ${money(settlement.couponCost)}`]] as [string, string][]) : []),
          [t('settlement.commission', { rate }), `− ${money(settlement.commission)}`],
          [t('settlement.net'), <strong key="net">{money(settlement.net)}</strong>],
          [t('settlement.settledAt'), dateTime(settlement.settledAt)],
        ]}
      />
    </Paper>
  );
}
