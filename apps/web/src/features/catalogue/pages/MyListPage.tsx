import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LayersOutlined from '@mui/icons-material/LayersOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { StoreItem, UpdateItemBody } from '@dhub/contract';
import { toast } from '../../../lib/toast';
import { downloadMyListCsv, useDeleteItem, useInlineUpdate, useMyList, useRestoreItem, type MyListQuery } from '../api';
import { pagePath, usePagePath, useScope } from '../scope';
import {
  ConfirmDialog,
  EmptyState,
  ErrorState,
  errorText,
  ListSkeleton,
  PageHeader,
  Pager,
  ProductThumb,
  StockChip,
  useDebounced,
  useMoney,
  isolate,
} from '../components/common';
import { CategoryBrandFilters, FilterBar, FilterSelect, SearchField } from '../components/filters';
import { CsvImportDialog } from '../components/CsvImportDialog';
import { InlineNumberField } from '../components/InlineNumberField';
import { itemPhotos } from '../components/ItemPhotos';
import { undoToast } from '../components/undoToast';
import { VerticalSelector } from '../components/VerticalSelector';

const SORTS = [
  'createdAt:desc',
  'createdAt:asc',
  'name:asc',
  'name:desc',
  'price:asc',
  'price:desc',
  'stock:asc',
  'stock:desc',
  'updatedAt:desc',
] as const;

interface Filters {
  categoryId: string;
  brandId: string;
  stockState: '' | 'in' | 'low' | 'out';
  isAvailable: '' | 'true' | 'false';
  sort: (typeof SORTS)[number];
}
const NO_FILTERS: Filters = { categoryId: '', brandId: '', stockState: '', isAvailable: '', sort: 'createdAt:desc' };

interface RowProps {
  item: StoreItem;
  onSave: (item: StoreItem, body: UpdateItemBody) => void;
  onDelete: (item: StoreItem) => void;
}

/** Links of a row, to the pages of the item's own vertical (the "All" list mixes them). */
function useRowLinks(item: StoreItem) {
  const { productMode } = useScope();
  const vertical = item.product.vertical;
  const path = (page: 'view' | 'edit' | 'variants') => pagePath({ vertical, productMode }, page, { id: item._id });
  return { view: path('view'), edit: path('edit'), variants: vertical === 'food' ? null : path('variants') };
}

function RowActions({ item, onDelete }: Pick<RowProps, 'item' | 'onDelete'>) {
  const { t } = useTranslation('catalogue');
  const links = useRowLinks(item);
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={t('common.view')}>
        <IconButton size="small" component={RouterLink} to={links.view} aria-label={`${t('common.view')}: ${item.product.name}`}>
          <VisibilityOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('common.edit')}>
        <IconButton size="small" component={RouterLink} to={links.edit} aria-label={`${t('common.edit')}: ${item.product.name}`}>
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      {links.variants && (
        <Tooltip title={t('list.variations')}>
          <IconButton size="small" component={RouterLink} to={links.variants} aria-label={`${t('list.variations')}: ${item.product.name}`}>
            <LayersOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title={t('common.delete')}>
        <IconButton size="small" color="error" onClick={() => onDelete(item)} aria-label={`${t('common.delete')}: ${item.product.name}`}>
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

function ProductCell({ item }: { item: StoreItem }) {
  const { t } = useTranslation('catalogue');
  const links = useRowLinks(item);
  const { allVerticals } = useScope();
  const { product } = item;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <ProductThumb src={itemPhotos(item)[0]} name={product.name} />
      <Box sx={{ minWidth: 0 }}>
        <Link component={RouterLink} to={links.view} underline="hover" color="inherit" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
          <bdi>{product.name}</bdi>
        </Link>
        <Typography variant="body2" color="text.secondary" noWrap>
          <bdi>{[product.category?.name, product.brand?.name].filter(Boolean).join(' · ')}</bdi>
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {[
            allVerticals && `${t(`verticals.${product.vertical}`)} · ${item.storeName}`,
            item.sku && `${t('fields.sku')}: ${item.sku}`,
            item.variationCount > 0 && t('list.variationCount', { count: item.variationCount }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
    </Stack>
  );
}

function rowControls(item: StoreItem, onSave: RowProps['onSave'], t: TFunction<'catalogue'>) {
  const name = item.product.name;
  return {
    price: <InlineNumberField label={t('list.editPrice', { name })} value={item.price} onSave={(price) => onSave(item, { price })} />,
    stock: (
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <InlineNumberField
          label={t('list.editStock', { name })}
          value={item.stock}
          integer
          width={90}
          onSave={(stock) => onSave(item, { stock })}
        />
        <StockChip state={item.stockState} />
      </Stack>
    ),
    available: (
      <Switch
        checked={item.isAvailable}
        onChange={(event) => onSave(item, { isAvailable: event.target.checked })}
        slotProps={{ input: { 'aria-label': t('list.toggleAvailable', { name }) } }}
      />
    ),
  };
}

function ItemTable({ items, onSave, onDelete }: { items: StoreItem[] } & Omit<RowProps, 'item'>) {
  const { t } = useTranslation('catalogue');
  const money = useMoney();
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('list.product')}</TableCell>
            <TableCell>{t('fields.price')}</TableCell>
            <TableCell>{t('fields.stock')}</TableCell>
            <TableCell align="center">{t('list.available')}</TableCell>
            <TableCell align="right">{t('common.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => {
            const controls = rowControls(item, onSave, t);
            return (
              <TableRow key={item._id} hover>
                <TableCell sx={{ maxWidth: 320 }}>
                  <ProductCell item={item} />
                </TableCell>
                <TableCell>
                  {controls.price}
                  <Typography variant="caption" color="text.secondary" component="div" sx={{ whiteSpace: 'nowrap', mt: 0.25 }}>
                    {t('fields.mrp')} {money(item.mrp)}
                  </Typography>
                </TableCell>
                <TableCell>{controls.stock}</TableCell>
                <TableCell align="center">{controls.available}</TableCell>
                <TableCell align="right">
                  <RowActions item={item} onDelete={onDelete} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ItemCards({ items, onSave, onDelete }: { items: StoreItem[] } & Omit<RowProps, 'item'>) {
  const { t } = useTranslation('catalogue');
  const money = useMoney();
  return (
    <Stack spacing={1.5} sx={{ p: 1.5 }}>
      {items.map((item) => {
        const controls = rowControls(item, onSave, t);
        return (
          <Card key={item._id} variant="outlined" component="article">
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <ProductCell item={item} />
              <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5, mt: 2, alignItems: 'start' }}>
                <Box>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {t('fields.price')} · {t('fields.mrp')} {money(item.mrp)}
                  </Typography>
                  {controls.price}
                </Box>
                <Box>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {t('fields.stock')}
                  </Typography>
                  {controls.stock}
                </Box>
              </Box>
              <Stack direction="row" sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between' }}>
                <Stack direction="row" sx={{ alignItems: 'center' }}>
                  {controls.available}
                  <Typography variant="body2">{t('list.available')}</Typography>
                </Stack>
                <RowActions item={item} onDelete={onDelete} />
              </Stack>
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}

/** My list (the `*-item` routes and /product-list): server-side search, filters, sort, pages; inline edit. */
export default function MyListPage() {
  const { t } = useTranslation('catalogue');
  const scope = useScope();
  const path = usePagePath();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const [toDelete, setToDelete] = useState<StoreItem | null>(null);
  // The item stays set while the dialog fades out (its name stays in the title).
  const [confirmOpen, setConfirmOpen] = useState(false);
  const askDelete = (target: NonNullable<typeof toDelete>) => {
    setToDelete(target);
    setConfirmOpen(true);
  };
  const searchQuery = useDebounced(search.trim());
  const [sort, order] = filters.sort.split(':') as [string, 'asc' | 'desc'];
  const query: MyListQuery = {
    searchQuery: searchQuery || undefined,
    categoryId: filters.categoryId || undefined,
    brandId: filters.brandId || undefined,
    stockState: filters.stockState || undefined,
    isAvailable: filters.isAvailable || undefined,
    sort,
    order,
    page,
    limit,
  };
  const list = useMyList(scope, query);
  const inline = useInlineUpdate(scope);
  const remove = useDeleteItem(scope);
  const restore = useRestoreItem(scope);
  const [importOpen, setImportOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const exportCsv = () => {
    setExporting(true);
    const { page: _page, limit: _limit, ...filtersOnly } = query;
    void downloadMyListCsv(scope, filtersOnly)
      .catch((error: unknown) => toast.error(errorText(error)))
      .finally(() => setExporting(false));
  };
  const filtered = Boolean(searchQuery) || JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);

  const setFilter = (patch: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const save = (item: StoreItem, body: UpdateItemBody) => {
    inline.mutate({ id: item._id, body, vertical: item.product.vertical }, { onError: (error) => toast.error(errorText(error)) });
  };
  const confirmDelete = () => {
    const item = toDelete;
    if (!item) return;
    remove.mutate(
      { id: item._id, vertical: item.product.vertical },
      {
        onSuccess: () => {
          setConfirmOpen(false);
          undoToast(t('list.deleted', { name: isolate(item.product.name) }), t('common.undo'), () =>
            restore.mutate(
              { id: item._id, vertical: item.product.vertical },
              {
                onSuccess: () => toast.success(t('list.restored', { name: isolate(item.product.name) })),
                onError: (error) => toast.error(errorText(error)),
              },
            ),
          );
        },
        onError: (error) => {
          setConfirmOpen(false);
          toast.error(errorText(error));
        },
      },
    );
  };

  const data = list.data;
  return (
    <Box>
      <PageHeader
        title={scope.allVerticals ? t('titles.allProducts') : t('titles.list', { vertical: t(`verticals.${scope.vertical}`) })}
        subtitle={t('subtitles.list')}
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
          <Button size="small" startIcon={<FileUploadOutlined />} onClick={() => setImportOpen(true)}>
            {t('csv.import')}
          </Button>
        </Stack>
      )}
      <FilterBar>
        <SearchField value={search} onChange={(value) => (setSearch(value), setPage(1))} />
        {!scope.allVerticals && (
          <CategoryBrandFilters vertical={scope.vertical} categoryId={filters.categoryId} brandId={filters.brandId} onChange={setFilter} />
        )}
        <FilterSelect
          label={t('list.stockState')}
          value={filters.stockState}
          allLabel=""
          minWidth={130}
          options={(['in', 'low', 'out'] as const).map((value) => ({ value, label: t(`list.stockStates.${value}`) }))}
          onChange={(value) => setFilter({ stockState: value as Filters['stockState'] })}
        />
        <FilterSelect
          label={t('list.availability')}
          value={filters.isAvailable}
          allLabel=""
          minWidth={130}
          options={[
            { value: 'true', label: t('list.availableOnly') },
            { value: 'false', label: t('list.unavailableOnly') },
          ]}
          onChange={(value) => setFilter({ isAvailable: value as Filters['isAvailable'] })}
        />
        <FilterSelect
          label={t('list.sort')}
          value={filters.sort}
          options={SORTS.map((value) => ({ value, label: t(`list.sorts.${value.replace(':', '_') as 'name_asc'}`) }))}
          onChange={(value) => setFilter({ sort: value as Filters['sort'] })}
        />
      </FilterBar>
      {list.isPending ? (
        <ListSkeleton />
      ) : list.error && !data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : !data || data.items.length === 0 ? (
        filtered ? (
          <EmptyState
            title={t('list.noMatch')}
            action={<Button onClick={() => (setSearch(''), setFilters(NO_FILTERS), setPage(1))}>{t('list.clearFilters')}</Button>}
          />
        ) : (
          <EmptyState
            title={t('list.empty')}
            hint={t('list.emptyHint')}
            action={
              <Button variant="contained" component={RouterLink} to={path('browse')}>
                {t('list.addFromCatalogue')}
              </Button>
            }
          />
        )
      ) : (
        <Paper variant="outlined" sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          {list.error && <ErrorState error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />}
          {phone ? (
            <ItemCards items={data.items} onSave={save} onDelete={askDelete} />
          ) : (
            <ItemTable items={data.items} onSave={save} onDelete={askDelete} />
          )}
          <Pager total={data.total} page={page} limit={limit} onPage={setPage} onLimit={(next) => (setLimit(next), setPage(1))} />
        </Paper>
      )}
      {!scope.allVerticals && <CsvImportDialog open={importOpen} onClose={() => setImportOpen(false)} />}
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
