import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import VolumeOffOutlined from '@mui/icons-material/VolumeOffOutlined';
import VolumeUpOutlined from '@mui/icons-material/VolumeUpOutlined';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORDER_TAB_NAMES, orderListQuerySchema, PAYMENT_METHODS, type OrderTab, type PaymentMethod, PAGE_LIMITS } from '@dhub/contract';
import { EmptyState } from '../../components/EmptyState';
import { DaySpanFields, daySpanQuery } from '../../components/DaySpanFields';
import { FilterBar } from '../../components/FilterBar';
import { FilterSelect } from '../../components/FilterSelect';
import { ListStates } from '../../components/ListStates';
import { PageHeader } from '../../components/PageHeader';
import { PageSkeleton } from '../../components/PageSkeleton';
import { CardsOrTable } from '../../components/CardsOrTable';
import { SearchField } from '../../components/SearchField';
import { useDebounced } from '../../hooks/useDebounced';
import { translateMessage } from '../../i18n';
import { useVendorProfile } from '../../vendor/useVendorProfile';
import { useOrders, type OrderListInput } from './api';
import { OrderCards, OrderTable } from './components/OrderRows';
import { ORDERS_NS, useOrderStrings } from './i18n';
import { useOrderSound } from './live/sound';

const isTab = (value: string | null): value is OrderTab => ORDER_TAB_NAMES.includes(value as OrderTab);

/** The orders inbox: tabs by status with counts, search and filters, server-side pages. */
export default function OrdersPage() {
  return useOrderStrings() ? <OrdersInbox /> : <PageSkeleton />;
}

function OrdersInbox() {
  const { t } = useTranslation(ORDERS_NS);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const [soundOn, toggleSound] = useOrderSound();
  const tabParam = params.get('tab');
  const tab: OrderTab | 'all' = isTab(tabParam) ? tabParam : tabParam === 'all' ? 'all' : 'new';
  const [search, setSearch] = useState('');
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_LIMITS.default);
  const searchQuery = useDebounced(search.trim());
  const query: OrderListInput = {
    tab: tab === 'all' ? undefined : tab,
    searchQuery: searchQuery || undefined,
    paymentMethod: paymentMethod || undefined,
    ...daySpanQuery(from, to),
    page,
    limit,
  };
  // The contract's rules for the query (a span that ends before it starts) are checked here first: said under "To", not sent.
  const checked = orderListQuerySchema.safeParse(query);
  const spanError = checked.success ? '' : translateMessage(checked.error.issues[0]?.message);
  const list = useOrders(query, checked.success);
  const stores = useVendorProfile().data?.stores ?? [];
  const filtered = Boolean(searchQuery || paymentMethod || from || to);
  const activeFilters = [paymentMethod, from, to].filter(Boolean).length;
  const clear = () => {
    setSearch('');
    setPaymentMethod('');
    setFrom('');
    setTo('');
    setPage(1);
  };
  const counts = list.data?.counts;
  const allCount = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
  const label = (name: OrderTab | 'all') => {
    const count = name === 'all' ? allCount : counts?.[name];
    return count === undefined ? t(`tabs.${name}`) : `${t(`tabs.${name}`)} (${count})`;
  };

  return (
    <Box>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <IconButton
            aria-pressed={soundOn}
            aria-label={t(soundOn ? 'live.soundOn' : 'live.soundOff')}
            title={t(soundOn ? 'live.soundOn' : 'live.soundOff')}
            onClick={toggleSound}
          >
            {soundOn ? <VolumeUpOutlined /> : <VolumeOffOutlined />}
          </IconButton>
        }
      />
      <Tabs
        value={tab}
        onChange={(_event, next: string) => (setParams(next === 'new' ? {} : { tab: next }), setPage(1))}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('tabsLabel')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {[...ORDER_TAB_NAMES, 'all' as const].map((name) => (
          <Tab key={name} value={name} label={label(name)} />
        ))}
      </Tabs>
      <FilterBar
        activeFilters={activeFilters}
        filters={
          <>
            <FilterSelect
              label={t('filters.payment')}
              value={paymentMethod}
              onChange={(value) => (setPaymentMethod(value as PaymentMethod | ''), setPage(1))}
              allLabel=""
              options={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`payment.${method}`) }))}
            />
            <DaySpanFields
              from={from}
              to={to}
              onChange={(name, value) => ((name === 'from' ? setFrom : setTo)(value), setPage(1))}
              labels={{ from: t('filters.from'), to: t('filters.to') }}
              error={spanError}
            />
          </>
        }
      >
        <SearchField label={t('filters.search')} value={search} onChange={(value) => (setSearch(value), setPage(1))} />
      </FilterBar>
      <ListStates
        query={list}
        filtered={filtered}
        noMatch={<EmptyState title={t('noMatch')} action={<Button onClick={clear}>{t('clearFilters')}</Button>} />}
        empty={<EmptyState title={t('empty')} hint={t('emptyHint')} />}
      >
        {(data) => (
          <>
            <CardsOrTable
              phone={phone}
              cards={<OrderCards orders={data.items} showStore={stores.length > 1} />}
              table={<OrderTable orders={data.items} showStore={stores.length > 1} />}
              pager={{ total: data.total, page, limit, onPage: setPage, onLimit: (next) => (setLimit(next), setPage(1)) }}
            />
          </>
        )}
      </ListStates>
    </Box>
  );
}
