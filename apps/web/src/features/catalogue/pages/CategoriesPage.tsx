import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Category } from '@dhub/contract';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { FilterBar } from '../../../components/FilterBar';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { PageHeader } from '../../../components/PageHeader';
import { Pager } from '../../../components/Pager';
import { SearchField } from '../../../components/SearchField';
import { useDate } from '../../../hooks/useDate';
import { useDebounced } from '../../../hooks/useDebounced';
import { useVendorCategories, type CategoryListName } from '../api/categories';
import { isolate } from '../isolate';
import { CATEGORY_ROUTES, type CategoryPage } from '../routeTable';
import { categoriesHeading } from '../pageHeadings';
import { useCatalogueKind, useScope } from '../scope';
import { RequestCategoryDialog } from '../components/RequestCategoryDialog';
import { RequestStatusChip } from '../components/RequestStatusChip';
import { VerticalSelector } from '../components/VerticalSelector';
import { PAGE_LIMITS } from '@dhub/contract';

const LISTS: Record<CategoryPage, { list: CategoryListName; status?: 'pending'; sub: boolean }> = {
  pendingCategories: { list: 'categories', status: 'pending', sub: false },
  pendingSubcategories: { list: 'subcategories', status: 'pending', sub: true },
  rejectedCategories: { list: 'rejectedCategories', sub: false },
  rejectedSubcategories: { list: 'rejectedSubcategories', sub: true },
};

function CategoryRows({ items, sub }: { items: Category[]; sub: boolean }) {
  const { t } = useTranslation('catalogue');
  const date = useDate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const requestedOn = (category: Category) => t('requests.requestedOn', { date: date(category.createdAt) });
  if (phone) {
    return (
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((category) => (
          <Card key={category._id} variant="outlined" component="li">
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                  <bdi>{category.name}</bdi>
                </Typography>
                <RequestStatusChip status={category.status} />
              </Stack>
              {sub && (
                <Typography variant="body2" color="text.secondary">
                  {t('categories.parent')}: <bdi>{category.parentName ?? '—'}</bdi>
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary">
                {requestedOn(category)}
              </Typography>
              {category.reason && (
                <Typography variant="body2" color="error" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
                  {t('requests.reasonValue', { reason: isolate(category.reason) })}
                </Typography>
              )}
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{sub ? t('categories.subcategoryName') : t('categories.categoryName')}</TableCell>
            {sub && <TableCell>{t('categories.parent')}</TableCell>}
            <TableCell>{t('requests.status')}</TableCell>
            <TableCell>{t('requests.reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((category) => (
            <TableRow key={category._id}>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                  {category.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {requestedOn(category)}
                </Typography>
              </TableCell>
              {sub && <TableCell>{category.parentName ?? '—'}</TableCell>}
              <TableCell>
                <RequestStatusChip status={category.status} />
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{category.reason ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** /pending-categories, /pending-sub-categories, /reject-categories, /reject-sub-categories. */
export default function CategoriesPage() {
  const { t } = useTranslation('catalogue');
  const scope = useScope();
  const kind = useCatalogueKind() as CategoryPage;
  const { search: locationSearch } = useLocation();
  const config = LISTS[kind];
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_LIMITS.default);
  const searchQuery = useDebounced(search.trim());
  // status=pending narrows the list to the vendor's own pending requests (no approved rows).
  const categories = useVendorCategories(scope, config.list, { status: config.status, searchQuery: searchQuery || undefined, page, limit });
  const [dialog, setDialog] = useState<'category' | 'subcategory' | null>(null);
  const data = categories.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  // A page emptied meanwhile (requests reviewed): back to the last page that has rows (set while rendering).
  if (data && data.items.length === 0 && page > lastPage) setPage(lastPage);

  return (
    <Box>
      <PageHeader
        {...categoriesHeading(kind)(scope, t)}
        actions={
          <>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('category')}>
              {t('categories.requestCategory')}
            </Button>
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setDialog('subcategory')}>
              {t('categories.requestSubcategory')}
            </Button>
          </>
        }
      />
      <VerticalSelector />
      <Tabs value={kind} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        {(Object.keys(CATEGORY_ROUTES) as CategoryPage[]).map((tab) => (
          <Tab
            key={tab}
            value={tab}
            label={t(`categories.tabs.${tab}`)}
            component={RouterLink}
            to={`${CATEGORY_ROUTES[tab]}${locationSearch}`}
          />
        ))}
      </Tabs>
      <FilterBar>
        <SearchField label={t('categories.search')} value={search} onChange={(value) => (setSearch(value), setPage(1))} />
      </FilterBar>
      {categories.isPending ? (
        <ListSkeleton rows={3} />
      ) : categories.error && !data ? (
        <ErrorState error={categories.error} onRetry={() => void categories.refetch()} retrying={categories.isFetching} />
      ) : !data || data.items.length === 0 ? (
        <EmptyState
          title={searchQuery ? t('categories.noMatch') : config.status ? t('categories.emptyPending') : t('categories.emptyRejected')}
        />
      ) : (
        <>
          <Box sx={{ opacity: categories.isPlaceholderData ? 0.6 : 1 }}>
            <CategoryRows items={data.items} sub={config.sub} />
          </Box>
          <Paper variant="outlined" sx={{ mt: 2 }}>
            <Pager total={data.total} page={page} limit={limit} onPage={setPage} onLimit={(next) => (setLimit(next), setPage(1))} />
          </Paper>
        </>
      )}
      {dialog && <RequestCategoryDialog sub={dialog === 'subcategory'} onClose={() => setDialog(null)} />}
    </Box>
  );
}
