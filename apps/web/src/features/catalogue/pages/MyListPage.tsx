import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StoreItem, UpdateItemBody } from '@dhub/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { FilterBar } from '../../../components/FilterBar';
import { ListStates } from '../../../components/ListStates';
import { PageHeader } from '../../../components/PageHeader';
import { Pager } from '../../../components/Pager';
import { SearchField } from '../../../components/SearchField';
import { useDebounced } from '../../../hooks/useDebounced';
import { errorText } from '../../../i18n/errorText';
import { toast } from '../../../lib/toast';
import { downloadMyListCsv } from '../api/csv';
import { useInlineUpdate } from '../api/inlineUpdate';
import { useDeleteItem, useMyList, useRestoreItem, type MyListQuery } from '../api/myList';
import { isolate } from '../isolate';
import { listHeading } from '../pageHeadings';
import { usePagePath, useScope } from '../scope';
import { filtersQuery, MyListFilters, activeFilterCount, NO_FILTERS, type MyListFilterValues } from '../components/MyListFilters';
import { ItemCards, ItemTable } from '../components/MyListRows';
import { VerticalSelector } from '../components/VerticalSelector';
import { PAGE_LIMITS } from '@dhub/contract';

// Loaded when first opened: most visits never import a CSV.
const CsvImportDialog = lazy(() => import('../components/CsvImportDialog').then(({ CsvImportDialog }) => ({ default: CsvImportDialog })));

/** My list (the `*-item` routes and /product-list): server-side search, filters, sort, pages; inline edit. */
export default function MyListPage() {
  const { t } = useTranslation('catalogue');
  const scope = useScope();
  const path = usePagePath();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<MyListFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_LIMITS.default);
  const [toDelete, setToDelete] = useState<StoreItem | null>(null);
  // The item stays set while the dialog fades out (its name stays in the title).
  const [confirmOpen, setConfirmOpen] = useState(false);
  const askDelete = (target: NonNullable<typeof toDelete>) => {
    setToDelete(target);
    setConfirmOpen(true);
  };
  const searchQuery = useDebounced(search.trim());
  const query: MyListQuery = { searchQuery: searchQuery || undefined, ...filtersQuery(filters), page, limit };
  const list = useMyList(scope, query);
  const inline = useInlineUpdate(scope);
  const remove = useDeleteItem(scope);
  const restore = useRestoreItem(scope);
  const [importOpen, setImportOpen] = useState(false);
  const [importUsed, setImportUsed] = useState(false);
  const [exporting, setExporting] = useState(false);
  const exportCsv = () => {
    setExporting(true);
    const { page: _page, limit: _limit, ...filtersOnly } = query;
    void downloadMyListCsv(scope, filtersOnly)
      .catch((error: unknown) => toast.error(errorText(error, 'serverError')))
      .finally(() => setExporting(false));
  };
  const filtered = Boolean(searchQuery) || JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);

  const setFilter = (patch: Partial<MyListFilterValues>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const save = (item: StoreItem, body: UpdateItemBody) => {
    inline.mutate(
      { id: item._id, body, vertical: item.product.vertical },
      { onError: (error) => toast.error(errorText(error, 'serverError')) },
    );
  };
  const confirmDelete = () => {
    const item = toDelete;
    if (!item) return;
    remove.mutate(
      { id: item._id, vertical: item.product.vertical },
      {
        onSuccess: () => {
          setConfirmOpen(false);
          toast.undoable(t('list.deleted', { name: isolate(item.product.name) }), t('common.undo'), () =>
            restore.mutate(
              { id: item._id, vertical: item.product.vertical },
              {
                onSuccess: () => toast.success(t('list.restored', { name: isolate(item.product.name) })),
                onError: (error) => toast.error(errorText(error, 'serverError')),
              },
            ),
          );
        },
        onError: (error) => {
          setConfirmOpen(false);
          toast.error(errorText(error, 'serverError'));
        },
      },
    );
  };

  const pager = (total: number) => (
    <Pager total={total} page={page} limit={limit} onPage={setPage} onLimit={(next) => (setLimit(next), setPage(1))} />
  );
  return (
    <Box>
      <PageHeader
        {...listHeading(scope, t)}
        actions={
          <>
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={path('browse')}>
              {t('list.addFromCatalogue')}
            </Button>
            <Button variant="outlined" startIcon={<PostAddOutlined />} component={RouterLink} to={path('editRequest')}>
              {t('list.requestProduct')}
            </Button>
          </>
        }
      />
      <VerticalSelector />
      {!scope.allVerticals && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
          <Button size="small" startIcon={<FileDownloadOutlined />} onClick={exportCsv} disabled={exporting}>
            {t('csv.export')}
          </Button>
          <Button
            size="small"
            startIcon={<FileUploadOutlined />}
            onClick={() => {
              setImportUsed(true);
              setImportOpen(true);
            }}
          >
            {t('csv.import')}
          </Button>
        </Stack>
      )}
      <FilterBar
        filters={<MyListFilters filters={filters} vertical={scope.allVerticals ? null : scope.vertical} onChange={setFilter} />}
        activeFilters={activeFilterCount(filters)}
      >
        <SearchField label={t('common.searchProducts')} value={search} onChange={(value) => (setSearch(value), setPage(1))} />
      </FilterBar>
      <ListStates
        query={list}
        filtered={filtered}
        noMatch={
          <EmptyState
            title={t('list.noMatch')}
            action={<Button onClick={() => (setSearch(''), setFilters(NO_FILTERS), setPage(1))}>{t('list.clearFilters')}</Button>}
          />
        }
        empty={
          <EmptyState
            title={t('list.empty')}
            hint={t('list.emptyHint')}
            action={
              <Button variant="contained" component={RouterLink} to={path('browse')}>
                {t('list.addFromCatalogue')}
              </Button>
            }
          />
        }
      >
        {(data) => (
          <>
            {list.error && <ErrorState error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />}
            {/* On a phone each item is a card of its own, so no surface around them: the pager gets its own. */}
            {phone ? (
              <>
                <ItemCards items={data.items} onSave={save} onDelete={askDelete} />
                <Paper variant="outlined" sx={{ mt: 1.5 }}>
                  {pager(data.total)}
                </Paper>
              </>
            ) : (
              <Paper variant="outlined">
                <ItemTable items={data.items} onSave={save} onDelete={askDelete} />
                {pager(data.total)}
              </Paper>
            )}
          </>
        )}
      </ListStates>
      {!scope.allVerticals && importUsed && (
        <Suspense fallback={null}>
          <CsvImportDialog open={importOpen} onClose={() => setImportOpen(false)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={confirmOpen}
        title={t('list.deleteTitle', { name: isolate(toDelete?.product.name ?? '') })}
        body={t('list.deleteBody')}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirmOpen(false)}
      />
    </Box>
  );
}
