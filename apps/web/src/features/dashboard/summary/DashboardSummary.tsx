import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { dashboardQuerySchema, type StoreSummary } from '@dhub/contract';
import { ErrorState } from '../../../components/ErrorState';
import { translateMessage } from '../../../i18n';
import { useDashboardSummary } from '../api';
import { useDashboardStrings, useDashboardT } from '../i18n';
import { paramsOf, summaryQueryOf, viewOf, type DashboardView } from '../period';
import { Charts } from './Charts';
import { KpiCards } from './KpiCards';
import { PeriodPicker } from './PeriodPicker';

/** The dashboard's figures: a period and store picker, the KPIs (each opening its list) and the charts. */
export default function DashboardSummary({ stores, loading }: { stores: readonly StoreSummary[]; loading: (title: boolean) => ReactNode }) {
  return useDashboardStrings() ? <Summary stores={stores} loading={loading} /> : loading(true);
}

/** `loading`: the page's skeleton (kept in the page's chunk), with or without the section's title. */
function Summary({ stores, loading }: { stores: readonly StoreSummary[]; loading: (title: boolean) => ReactNode }) {
  const t = useDashboardT();
  const { i18n } = useTranslation();
  const dayFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const day = (value: string) => dayFormat.format(new Date(`${value}T12:00:00`));
  const [params, setParams] = useSearchParams();
  const view = viewOf(params);
  // The period and store live in the address (back, reload and shared links keep them).
  // Custom starts from the days of the preset shown (the view's), which the vendor then moves.
  const change = (patch: Partial<DashboardView>) => setParams(paramsOf({ ...view, ...patch }), { replace: true });
  const input = summaryQueryOf(view);
  // The contract's rules (a span that ends before it starts, or over 366 days) are checked here first: said under To, not sent.
  const checked = input ? dashboardQuerySchema.safeParse(input) : null;
  const spanError = checked && !checked.success ? translateMessage(checked.error.issues[0]?.message) : '';
  const summary = useDashboardSummary(checked?.success ? input : null);
  const shown = view.storeId ? stores.filter((store) => store._id === view.storeId) : stores;
  const bookings = shown.some((store) => store.service?.kind === 'booking');
  const catalogue = shown.some((store) => store.service?.kind !== 'booking');

  return (
    <Box component="section" aria-labelledby="dashboard-summary" sx={{ mt: 4 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', md: 'flex-start' } }}
      >
        <Box>
          <Typography id="dashboard-summary" variant="h5" component="h2">
            {t('summaryTitle')}
          </Typography>
          {view.from && view.to && (
            <Typography variant="body2" color="text.secondary">
              {t('periodShown', { from: day(view.from), to: day(view.to) })}
            </Typography>
          )}
        </Box>
        <PeriodPicker view={view} stores={stores} spanError={spanError} onChange={change} />
      </Stack>
      {summary.error && !summary.data ? (
        <Box sx={{ mt: 2 }}>
          <ErrorState error={summary.error} onRetry={() => void summary.refetch()} retrying={summary.isFetching} />
        </Box>
      ) : !summary.data ? (
        loading(false)
      ) : (
        <Box aria-busy={summary.isFetching} sx={{ opacity: summary.isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }}>
          <KpiCards summary={summary.data} bookings={bookings} catalogue={catalogue} />
          <Charts summary={summary.data} bookings={bookings} />
        </Box>
      )}
    </Box>
  );
}
