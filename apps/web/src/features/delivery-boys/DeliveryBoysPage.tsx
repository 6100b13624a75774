import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DELIVERY_BOY_AVAILABILITIES,
  DELIVERY_BOY_STATUSES,
  ROUTES,
  type DeliveryBoyAvailability,
  type DeliveryBoyStatus,
  PAGE_LIMITS,
} from '@dhub/contract';
import { EmptyState } from '../../components/EmptyState';
import { FilterBar } from '../../components/FilterBar';
import { FilterSelect } from '../../components/FilterSelect';
import { ListStates } from '../../components/ListStates';
import { PageHeader } from '../../components/PageHeader';
import { PageSkeleton } from '../../components/PageSkeleton';
import { CardsOrTable } from '../../components/CardsOrTable';
import { SearchField } from '../../components/SearchField';
import { UiTextsProvider } from '../../components/UiTexts';
import { useDebounced } from '../../hooks/useDebounced';
import { useCurrentStore } from '../../vendor/useCurrentStore';
import { useTranslatedUiTexts } from '../../i18n/ui';
import { useDeliveryBoys } from './api';
import { DeliveryBoyCards, DeliveryBoyTable } from './components/DeliveryBoyRows';
import { DELIVERY_BOYS_NS, useDeliveryBoyStrings } from './i18n';

/** /delivery-boys: the riders of the store chosen in the top bar, by name, status and availability. */
export default function DeliveryBoysPage() {
  const ready = useDeliveryBoyStrings();
  const texts = useTranslatedUiTexts();
  return <UiTextsProvider texts={texts}>{ready ? <DeliveryBoyList /> : <PageSkeleton />}</UiTextsProvider>;
}

function DeliveryBoyList() {
  const { t } = useTranslation(DELIVERY_BOYS_NS);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const store = useCurrentStore();
  const delivers = store ? store.service.kind !== 'booking' : false;
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<DeliveryBoyStatus | ''>('');
  const [availability, setAvailability] = useState<DeliveryBoyAvailability | ''>('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_LIMITS.default);
  const searchQuery = useDebounced(search.trim());
  const list = useDeliveryBoys(
    {
      storeId: store?._id,
      searchQuery: searchQuery || undefined,
      status: status || undefined,
      availability: availability || undefined,
      page,
      limit,
    },
    delivers,
  );
  const filtered = Boolean(searchQuery || status || availability);
  const clear = () => (setSearch(''), setStatus(''), setAvailability(''), setPage(1));

  return (
    <Box>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button component={RouterLink} to={ROUTES.addDeliveryBoy} variant="contained" startIcon={<AddIcon />} disabled={!delivers}>
            {t('add')}
          </Button>
        }
      />
      {store && !delivers ? (
        <Alert severity="info">{t('notDelivering')}</Alert>
      ) : (
        <>
          <FilterBar
            activeFilters={[status, availability].filter(Boolean).length}
            filters={
              <>
                <FilterSelect
                  label={t('filters.availability')}
                  value={availability}
                  allLabel=""
                  onChange={(value) => (setAvailability(value as DeliveryBoyAvailability | ''), setPage(1))}
                  options={DELIVERY_BOY_AVAILABILITIES.map((value) => ({ value, label: t(`availabilities.${value}`) }))}
                />
                <FilterSelect
                  label={t('filters.status')}
                  value={status}
                  allLabel=""
                  onChange={(value) => (setStatus(value as DeliveryBoyStatus | ''), setPage(1))}
                  options={DELIVERY_BOY_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
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
                  cards={<DeliveryBoyCards boys={data.items} />}
                  table={<DeliveryBoyTable boys={data.items} />}
                  pager={{ total: data.total, page, limit, onPage: setPage, onLimit: (next) => (setLimit(next), setPage(1)) }}
                />
              </>
            )}
          </ListStates>
        </>
      )}
    </Box>
  );
}
