import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  BOOKING_STATUSES,
  BOOKING_TAB_NAMES,
  BOOKING_TABS,
  bookingListQuerySchema,
  type BookingStatus,
  type BookingTab,
  PAGE_LIMITS,
} from '@dhub/contract';
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
import { useVendorProfile } from '../../vendor/useVendorProfile';
import { useBookings, type BookingListInput } from './api';
import { BookingCards, BookingTable } from './components/BookingRows';
import { BOOKINGS_NS, useBookingStrings } from './i18n';
import { translateMessage } from '../../i18n';

type TabName = BookingTab | 'all';

const isTab = (value: string | null): value is BookingTab => BOOKING_TAB_NAMES.includes(value as BookingTab);
/** What is still to come reads soonest first; what is over, latest first. */
const ORDER_OF: Record<TabName, 'asc' | 'desc'> = { upcoming: 'asc', inProgress: 'asc', completed: 'desc', closed: 'desc', all: 'desc' };
const statusesOf = (tab: TabName): readonly BookingStatus[] => (tab === 'all' ? BOOKING_STATUSES : BOOKING_TABS[tab]);

/** The service bookings: tabs by status with counts (kept in the URL), a day range on the start, search, server-side pages. */
export default function BookingsPage() {
  return useBookingStrings() ? <BookingsList /> : <PageSkeleton />;
}

function BookingsList() {
  const { t } = useTranslation(BOOKINGS_NS);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TabName = isTab(tabParam) ? tabParam : tabParam === 'all' ? 'all' : 'upcoming';
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<BookingStatus | ''>('');
  const [storeId, setStoreId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_LIMITS.default);
  const searchQuery = useDebounced(search.trim());
  const stores = (useVendorProfile().data?.stores ?? []).filter((store) => store.service?.kind === 'booking');
  const query: BookingListInput = {
    tab: tab === 'all' ? undefined : tab,
    status: status || undefined,
    storeId: storeId || undefined,
    searchQuery: searchQuery || undefined,
    ...daySpanQuery(from, to),
    order: ORDER_OF[tab],
    page,
    limit,
  };
  // The contract's rules for the query (a span that ends before it starts) are checked here first: said under "To", not sent.
  const checked = bookingListQuerySchema.safeParse(query);
  const spanError = checked.success ? '' : translateMessage(checked.error.issues[0]?.message);
  const list = useBookings(query, checked.success);
  const filtered = Boolean(searchQuery || status || storeId || from || to);
  const activeFilters = [status, storeId, from, to].filter(Boolean).length;
  const clear = () => {
    setSearch('');
    setStatus('');
    setStoreId('');
    setFrom('');
    setTo('');
    setPage(1);
  };
  const changeTab = (next: TabName) => {
    setParams(next === 'upcoming' ? {} : { tab: next });
    setStatus('');
    setPage(1);
  };
  const counts = list.data?.counts;
  const allCount = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
  const label = (name: TabName) => {
    const count = name === 'all' ? allCount : counts?.[name];
    return count === undefined ? t(`tabs.${name}`) : `${t(`tabs.${name}`)} (${count})`;
  };
  const tabStatuses = statusesOf(tab);

  return (
    <Box>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Tabs
        value={tab}
        onChange={(_event, next: TabName) => changeTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('tabsLabel')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {[...BOOKING_TAB_NAMES, 'all' as const].map((name) => (
          <Tab key={name} value={name} label={label(name)} />
        ))}
      </Tabs>
      <FilterBar
        activeFilters={activeFilters}
        filters={
          <>
            {tabStatuses.length > 1 && (
              <FilterSelect
                label={t('filters.status')}
                value={status}
                onChange={(value) => (setStatus(value as BookingStatus | ''), setPage(1))}
                allLabel=""
                options={tabStatuses.map((name) => ({ value: name, label: t(`status.${name}`) }))}
              />
            )}
            {stores.length > 1 && (
              <FilterSelect
                label={t('filters.store')}
                value={storeId}
                onChange={(value) => (setStoreId(value), setPage(1))}
                allLabel=""
                options={stores.map((store) => ({ value: store._id, label: store.name }))}
              />
            )}
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
              cards={<BookingCards bookings={data.items} />}
              table={<BookingTable bookings={data.items} />}
              pager={{ total: data.total, page, limit, onPage: setPage, onLimit: (next) => (setLimit(next), setPage(1)) }}
            />
          </>
        )}
      </ListStates>
    </Box>
  );
}
