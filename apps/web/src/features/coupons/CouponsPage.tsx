import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { COUPON_KINDS, COUPON_STATES, type Coupon, type CouponKind, type CouponState, PAGE_LIMITS } from '@dhub/contract';
import { EmptyState } from '../../components/EmptyState';
import { FilterBar } from '../../components/FilterBar';
import { FilterSelect } from '../../components/FilterSelect';
import { ListStates } from '../../components/ListStates';
import { PageHeader } from '../../components/PageHeader';
import { PageSkeleton } from '../../components/PageSkeleton';
import { CardsOrTable } from '../../components/CardsOrTable';
import { SearchField } from '../../components/SearchField';
import { useDebounced } from '../../hooks/useDebounced';
import { useCurrentStore } from '../../vendor/useCurrentStore';
import { useVendorProfile } from '../../vendor/useVendorProfile';
import { useCoupons } from './api';
import { CouponCards } from './components/CouponCards';
import { CouponTable } from './components/CouponTable';
import { DeleteCouponDialog } from './components/DeleteCouponDialog';
import { CouponDialog } from './CouponDialog';
import { COUPONS_NS, useCouponStrings } from './i18n';

/** /service-coupons: the vendor's coupons (newest first) by code, state and kind; add, edit, switch, delete. */
export default function CouponsPage() {
  return useCouponStrings() ? <CouponList /> : <PageSkeleton />;
}

/** The open dialog: adding, editing a coupon, or none. */
type Editing = { coupon: Coupon | null } | null;

function CouponList() {
  const { t } = useTranslation(COUPONS_NS);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const store = useCurrentStore();
  const showStore = (useVendorProfile().data?.stores.length ?? 0) > 1;
  const [search, setSearch] = useState('');
  const [state, setState] = useState<CouponState | ''>('');
  const [kind, setKind] = useState<CouponKind | ''>('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_LIMITS.default);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  const searchQuery = useDebounced(search.trim());
  const list = useCoupons({ searchQuery: searchQuery || undefined, state: state || undefined, kind: kind || undefined, page, limit });
  const filtered = Boolean(searchQuery || state || kind);
  const clear = () => (setSearch(''), setState(''), setKind(''), setPage(1));
  const actions = { onEdit: (coupon: Coupon) => setEditing({ coupon }), onDelete: setDeleting };

  return (
    <Box>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} disabled={!store} onClick={() => setEditing({ coupon: null })}>
            {t('add')}
          </Button>
        }
      />
      <FilterBar
        activeFilters={[state, kind].filter(Boolean).length}
        filters={
          <>
            <FilterSelect
              label={t('filters.state')}
              value={state}
              allLabel=""
              onChange={(value) => (setState(value as CouponState | ''), setPage(1))}
              options={COUPON_STATES.map((value) => ({ value, label: t(`states.${value}`) }))}
            />
            <FilterSelect
              label={t('filters.kind')}
              value={kind}
              allLabel=""
              onChange={(value) => (setKind(value as CouponKind | ''), setPage(1))}
              options={COUPON_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
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
              cards={<CouponCards coupons={data.items} showStore={showStore} {...actions} />}
              table={<CouponTable coupons={data.items} showStore={showStore} {...actions} />}
              pager={{ total: data.total, page, limit, onPage: setPage, onLimit: (next) => (setLimit(next), setPage(1)) }}
            />
          </>
        )}
      </ListStates>
      {editing && <CouponDialog coupon={editing.coupon} store={store} onClose={() => setEditing(null)} />}
      <DeleteCouponDialog coupon={deleting} onClose={() => setDeleting(null)} />
    </Box>
  );
}
