import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type TicketCategory,
  type TicketPriority,
  type TicketStatus,
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
import { useTranslatedUiTexts } from '../../i18n/ui';
import { useTickets } from './api';
import { TicketDialog } from './components/TicketDialog';
import { TicketCards, TicketTable } from './components/TicketList';
import { SUPPORT_NS, useSupportStrings } from './i18n';
import { ticketPath } from './paths';

/** /support-ticket: the vendor's tickets (latest activity first) by status, category, priority and text; open a new one. */
export default function TicketsPage() {
  const ready = useSupportStrings();
  const texts = useTranslatedUiTexts();
  return <UiTextsProvider texts={texts}>{ready ? <TicketList /> : <PageSkeleton />}</UiTextsProvider>;
}

function TicketList() {
  const { t } = useTranslation(SUPPORT_NS);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TicketStatus | ''>('');
  const [category, setCategory] = useState<TicketCategory | ''>('');
  const [priority, setPriority] = useState<TicketPriority | ''>('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_LIMITS.default);
  const [adding, setAdding] = useState(false);
  const searchQuery = useDebounced(search.trim());
  const list = useTickets({
    searchQuery: searchQuery || undefined,
    status: status || undefined,
    category: category || undefined,
    priority: priority || undefined,
    page,
    limit,
  });
  const counts = list.data?.counts;
  const filtered = Boolean(searchQuery || status || category || priority);
  const clear = () => (setSearch(''), setStatus(''), setCategory(''), setPriority(''), setPage(1));

  return (
    <Box>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {t('add')}
          </Button>
        }
      />
      <FilterBar
        activeFilters={[status, category, priority].filter(Boolean).length}
        filters={
          <>
            <FilterSelect
              label={t('filters.status')}
              value={status}
              allLabel=""
              onChange={(value) => (setStatus(value as TicketStatus | ''), setPage(1))}
              options={TICKET_STATUSES.map((value) => ({
                value,
                label: counts ? `${t(`statuses.${value}`)} (${counts[value]})` : t(`statuses.${value}`),
              }))}
            />
            <FilterSelect
              label={t('filters.category')}
              value={category}
              allLabel=""
              onChange={(value) => (setCategory(value as TicketCategory | ''), setPage(1))}
              options={TICKET_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
            />
            <FilterSelect
              label={t('filters.priority')}
              value={priority}
              allLabel=""
              onChange={(value) => (setPriority(value as TicketPriority | ''), setPage(1))}
              options={TICKET_PRIORITIES.map((value) => ({ value, label: t(`priorities.${value}`) }))}
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
              cards={<TicketCards tickets={data.items} />}
              table={<TicketTable tickets={data.items} />}
              pager={{ total: data.total, page, limit, onPage: setPage, onLimit: (next) => (setLimit(next), setPage(1)) }}
            />
          </>
        )}
      </ListStates>
      {adding && (
        <TicketDialog ticket={null} onClose={() => setAdding(false)} onOpened={(ticket) => void navigate(ticketPath(ticket._id))} />
      )}
    </Box>
  );
}
