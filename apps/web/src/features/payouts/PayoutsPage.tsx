import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAYOUT_STATUSES, type PayoutStatus, type StoreSummary, PAGE_LIMITS } from '@dhub/contract';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { FilterSelect } from '../../components/FilterSelect';
import { ListSkeleton } from '../../components/ListSkeleton';
import { ListStates } from '../../components/ListStates';
import { PageHeader } from '../../components/PageHeader';
import { PageSkeleton } from '../../components/PageSkeleton';
import { CardsOrTable } from '../../components/CardsOrTable';
import { UiTextsProvider } from '../../components/UiTexts';
import { useCurrentStore } from '../../vendor/useCurrentStore';
import { useVendorProfile } from '../../vendor/useVendorProfile';
import { useTranslatedUiTexts } from '../../i18n/ui';
import { usePayouts } from './api';
import { PayoutDetailDialog } from './components/PayoutDetailDialog';
import { PayoutCards, PayoutTable } from './components/PayoutRows';
import { PAYOUTS_NS, usePayoutStrings } from './i18n';
import { PAYOUT_ID_PARAM } from './paths';
import { PayoutRequestForm } from './PayoutRequestForm';

/** /payout: request a payout of a store's available balance; the payouts by status; one payout's detail (`?id=`). */
export default function PayoutsPage() {
  const ready = usePayoutStrings();
  const texts = useTranslatedUiTexts();
  return <UiTextsProvider texts={texts}>{ready ? <PayoutsRoute /> : <PageSkeleton />}</UiTextsProvider>;
}

function PayoutsRoute() {
  const { t } = useTranslation(PAYOUTS_NS);
  const profile = useVendorProfile();
  const current = useCurrentStore();
  const [params, setParams] = useSearchParams();
  const openId = params.get(PAYOUT_ID_PARAM);
  const stores = profile.data?.stores ?? [];
  const close = () =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.delete(PAYOUT_ID_PARAM);
      return next;
    });
  return (
    <Box>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {profile.error && !profile.data ? (
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : !profile.data ? (
        <ListSkeleton rows={3} />
      ) : current ? (
        <Stack spacing={3}>
          <PayoutRequestForm stores={stores} initialStoreId={current._id} />
          <PayoutList stores={stores} />
        </Stack>
      ) : (
        <EmptyState title={t('noStore')} hint={t('noStoreHint')} />
      )}
      <PayoutDetailDialog id={openId} onClose={close} />
    </Box>
  );
}

function PayoutList({ stores }: { stores: StoreSummary[] }) {
  const { t } = useTranslation(PAYOUTS_NS);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const headingId = useId();
  const [status, setStatus] = useState<PayoutStatus | 'all'>('all');
  const [storeId, setStoreId] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_LIMITS.default);
  const list = usePayouts({ status: status === 'all' ? undefined : status, storeId: storeId || undefined, page, limit });
  const showStore = stores.length > 1;
  const clear = () => (setStatus('all'), setStoreId(''), setPage(1));
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('list.heading')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Tabs
          value={status}
          onChange={(_event, next: PayoutStatus | 'all') => (setStatus(next), setPage(1))}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('list.tabsLabel')}
          sx={{ borderBottom: 1, borderColor: 'divider', minWidth: 0 }}
        >
          <Tab value="all" label={t('list.all')} />
          {PAYOUT_STATUSES.map((value) => (
            <Tab key={value} value={value} label={t(`status.${value}`)} />
          ))}
        </Tabs>
        {showStore && (
          <FilterSelect
            label={t('list.store')}
            value={storeId}
            allLabel=""
            onChange={(value) => (setStoreId(value), setPage(1))}
            options={stores.map((store) => ({ value: store._id, label: store.name }))}
            minWidth={200}
          />
        )}
      </Stack>
      <ListStates
        query={list}
        filtered={status !== 'all' || Boolean(storeId)}
        noMatch={<EmptyState title={t('list.noMatch')} action={<Button onClick={clear}>{t('list.clearFilters')}</Button>} />}
        empty={<EmptyState title={t('list.empty')} hint={t('list.emptyHint')} />}
      >
        {(data) => (
          <>
            <CardsOrTable
              phone={phone}
              cards={<PayoutCards payouts={data.items} showStore={showStore} />}
              table={<PayoutTable payouts={data.items} showStore={showStore} />}
              pager={{ total: data.total, page, limit, onPage: setPage, onLimit: (next) => (setLimit(next), setPage(1)) }}
            />
          </>
        )}
      </ListStates>
    </Box>
  );
}
