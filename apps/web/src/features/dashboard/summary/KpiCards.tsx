import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DashboardSummary } from '@dhub/contract';
import { useMinorMoney } from '../../../hooks/useMoney';
import { useDashboardT, type DashboardKey } from '../i18n';
import { KPI_LINKS } from './links';

type KpiName = keyof typeof KPI_LINKS;

interface Kpi {
  name: KpiName;
  value: string;
  hint: string;
}

/** A figure: its name, value and a line of context; the whole card opens its list. */
function KpiCard({ name, value, hint }: Kpi) {
  const t = useDashboardT();
  const id = `kpi-${name}`;
  return (
    <Card component="li" sx={{ listStyle: 'none', minWidth: 0 }}>
      <CardActionArea component={RouterLink} to={KPI_LINKS[name]} sx={{ height: '100%' }}>
        <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Typography id={`${id}-label`} variant="body2" color="text.secondary" noWrap>
            {t(`kpis.${name}` as DashboardKey)}
          </Typography>
          <Typography id={`${id}-value`} variant="h5" component="p" sx={{ mt: 0.5, fontWeight: 600, wordBreak: 'break-word' }}>
            {value}
          </Typography>
          <Typography id={`${id}-hint`} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {hint}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

const GRID = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  p: 0,
  m: 0,
} as const;

/**
 * The period's figures (orders, revenue, average order, rating) and what waits now (the wallet,
 * payouts, new orders; bookings to confirm where a booking store is shown; low stock and requests
 * where a catalogue store is).
 */
export function KpiCards({ summary, bookings, catalogue }: { summary: DashboardSummary; bookings: boolean; catalogue: boolean }) {
  const t = useDashboardT();
  const money = useMinorMoney(summary.currency);
  const { kpis } = summary;
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language);
  const number = (value: number) => format.format(value);
  const period: Kpi[] = [
    { name: 'orders', value: number(kpis.orders), hint: t('kpis.ordersHint', { count: kpis.delivered }) },
    { name: 'revenue', value: money(kpis.revenue), hint: t('kpis.revenueHint') },
    { name: 'averageOrderValue', value: money(kpis.averageOrderValue), hint: t('kpis.averageOrderValueHint') },
    {
      name: 'rating',
      value: kpis.rating.average === null ? t('kpis.ratingNone') : t('kpis.ratingValue', { average: format.format(kpis.rating.average) }),
      hint: t('kpis.ratingHint', { count: kpis.rating.count }),
    },
  ];
  const now: Kpi[] = [
    {
      name: 'walletAvailable',
      value: money(kpis.walletAvailable),
      hint: t('kpis.walletPendingHint', { amount: money(kpis.walletPending) }),
    },
    {
      name: 'pendingPayouts',
      value: money(kpis.pendingPayouts.amount),
      hint: t('kpis.pendingPayoutsHint', { count: kpis.pendingPayouts.count }),
    },
    { name: 'newOrders', value: number(kpis.newOrders), hint: t('kpis.newOrdersHint') },
    ...(bookings
      ? [{ name: 'bookingsToConfirm', value: number(kpis.bookingsToConfirm), hint: t('kpis.bookingsToConfirmHint') } as const]
      : []),
    ...(catalogue
      ? ([
          { name: 'lowStockItems', value: number(kpis.lowStockItems), hint: t('kpis.lowStockItemsHint') },
          { name: 'pendingRequests', value: number(kpis.pendingRequests), hint: t('kpis.pendingRequestsHint') },
        ] as const)
      : []),
  ];
  return (
    <>
      {(
        [
          ['period', period],
          ['now', now],
        ] as const
      ).map(([group, kpis]) => (
        <Box key={group} component="section" aria-labelledby={`kpis-${group}`} sx={{ mt: 3 }}>
          <Typography id={`kpis-${group}`} variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 600 }}>
            {t(group === 'period' ? 'kpis.periodGroup' : 'kpis.nowGroup')}
          </Typography>
          <Box component="ul" sx={GRID}>
            {kpis.map((kpi) => (
              <KpiCard key={kpi.name} {...kpi} />
            ))}
          </Box>
        </Box>
      ))}
    </>
  );
}
