import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, WALLET_ENTRY_TYPES, walletQuerySchema, type StoreSummary, type WalletEntryType, PAGE_LIMITS } from '@dhub/contract';
import { DaySpanFields, daySpanQuery } from '../../components/DaySpanFields';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { FilterBar } from '../../components/FilterBar';
import { FilterSelect } from '../../components/FilterSelect';
import { ListSkeleton } from '../../components/ListSkeleton';
import { ListStates } from '../../components/ListStates';
import { PageHeader } from '../../components/PageHeader';
import { PageSkeleton } from '../../components/PageSkeleton';
import { CardsOrTable } from '../../components/CardsOrTable';
import { UiTextsProvider } from '../../components/UiTexts';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useMinorMoney } from '../../hooks/useMoney';
import { translateMessage } from '../../i18n';
import { errorText } from '../../i18n/errorText';
import { useTranslatedUiTexts } from '../../i18n/ui';
import { toast } from '../../lib/toast';
import { downloadWalletCsv, useWallet, type WalletInput } from './api';
import { LedgerCards, LedgerTable } from './components/LedgerRows';
import { SummaryCards } from './components/SummaryCards';
import { TopUpList } from './components/TopUpList';
import { UpcomingList } from './components/UpcomingList';
import { WALLET_NS, useWalletStrings } from './i18n';
import { StatementDialog } from './StatementDialog';
import { TopUpDialog } from './TopUpDialog';
import { useWalletStore } from './useWalletStore';

/** /wallet: a store's balances, what becomes available when, its ledger (filters, CSV), money added and "Add money". */
export default function WalletPage() {
  const ready = useWalletStrings();
  const texts = useTranslatedUiTexts();
  return <UiTextsProvider texts={texts}>{ready ? <WalletRoute /> : <PageSkeleton />}</UiTextsProvider>;
}

function WalletRoute() {
  const { t } = useTranslation(WALLET_NS);
  const { profile, stores, store, choose } = useWalletStore();
  const [adding, setAdding] = useState(false);
  const [statement, setStatement] = useState(false);
  const picker = stores.length > 1 && store && (
    <FilterSelect
      label={t('store')}
      value={store._id}
      onChange={choose}
      options={stores.map((candidate) => ({ value: candidate._id, label: candidate.name }))}
      minWidth={220}
    />
  );
  return (
    <Box>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <>
            {picker}
            <Button variant="outlined" startIcon={<ReceiptLongOutlined />} disabled={!store} onClick={() => setStatement(true)}>
              {t('statement.open')}
            </Button>
            <Button component={RouterLink} to={ROUTES.payout} variant="outlined" startIcon={<PaymentsOutlined />}>
              {t('actions.requestPayout')}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} disabled={!store} onClick={() => setAdding(true)}>
              {t('actions.addMoney')}
            </Button>
          </>
        }
      />
      {profile.error && !profile.data ? (
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : !profile.data ? (
        <ListSkeleton rows={3} />
      ) : store ? (
        <StoreWallet key={store._id} store={store} />
      ) : (
        <EmptyState title={t('noStore')} hint={t('noStoreHint')} />
      )}
      {adding && store && <TopUpDialog store={store} onClose={() => setAdding(false)} />}
      {statement && store && <StatementDialog store={store} onClose={() => setStatement(false)} />}
    </Box>
  );
}

function StoreWallet({ store }: { store: StoreSummary }) {
  const { t } = useTranslation(WALLET_NS);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const summaryId = useId();
  const upcomingId = useId();
  const ledgerId = useId();
  const [type, setType] = useState<WalletEntryType | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_LIMITS.default);
  const [downloading, setDownloading] = useState(false);
  const filters = { storeId: store._id, type: type || undefined, ...daySpanQuery(from, to) };
  const query: WalletInput = { ...filters, page, limit };
  // The contract's rule for the span (it ends after it starts) is checked here first: said under "To", not sent.
  const checked = walletQuerySchema.safeParse(query);
  const spanError = checked.success ? '' : translateMessage(checked.error.issues[0]?.message);
  const wallet = useWallet(query, checked.success);
  const summary = wallet.data?.summary;
  const money = useMinorMoney(summary?.currency);
  const filtered = Boolean(type || from || to);
  const clear = () => (setType(''), setFrom(''), setTo(''), setPage(1));
  const downloadCsv = () => {
    setDownloading(true);
    downloadWalletCsv(filters)
      .catch((error: unknown) => toast.error(errorText(error, 'serverError')))
      .finally(() => setDownloading(false));
  };

  return (
    <Stack spacing={3}>
      <Box component="section" aria-labelledby={summaryId}>
        <h2 id={summaryId} style={visuallyHidden}>
          {t('summary.heading')}
        </h2>
        {summary ? <SummaryCards summary={summary} /> : wallet.isPending && <Skeleton variant="rounded" height={120} aria-hidden />}
      </Box>
      {summary && <UpcomingList summary={summary} headingId={upcomingId} />}
      <Box component="section" aria-labelledby={ledgerId}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
          <Typography id={ledgerId} variant="h6" component="h2">
            {t('ledger.heading')}
          </Typography>
          <Button
            variant="outlined"
            size="small"
            startIcon={<FileDownloadOutlined />}
            disabled={!checked.success || downloading}
            onClick={downloadCsv}
          >
            {t('actions.downloadCsv')}
          </Button>
        </Stack>
        <FilterBar
          activeFilters={[from, to].filter(Boolean).length}
          filters={
            <DaySpanFields
              from={from}
              to={to}
              onChange={(name, value) => ((name === 'from' ? setFrom : setTo)(value), setPage(1))}
              labels={{ from: t('filters.from'), to: t('filters.to') }}
              error={spanError}
            />
          }
        >
          <FilterSelect
            label={t('filters.type')}
            value={type}
            allLabel=""
            onChange={(value) => (setType(value as WalletEntryType | ''), setPage(1))}
            options={WALLET_ENTRY_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
            minWidth={200}
          />
        </FilterBar>
        <ListStates
          query={wallet}
          filtered={filtered}
          noMatch={<EmptyState title={t('ledger.noMatch')} action={<Button onClick={clear}>{t('ledger.clearFilters')}</Button>} />}
          empty={<EmptyState title={t('ledger.empty')} hint={t('ledger.emptyHint')} />}
        >
          {(data) => (
            <>
              <CardsOrTable
                phone={phone}
                cards={<LedgerCards entries={data.items} money={money} />}
                table={<LedgerTable entries={data.items} money={money} />}
                pager={{ total: data.total, page, limit, onPage: setPage, onLimit: (next) => (setLimit(next), setPage(1)) }}
              />
            </>
          )}
        </ListStates>
      </Box>
      <TopUpList storeId={store._id} currency={summary?.currency} />
    </Stack>
  );
}
