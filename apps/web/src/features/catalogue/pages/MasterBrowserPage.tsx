import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MasterProduct } from '@dhub/contract';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { FilterBar } from '../../../components/FilterBar';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { PageHeader } from '../../../components/PageHeader';
import { Pager } from '../../../components/Pager';
import { SearchField } from '../../../components/SearchField';
import { useDebounced } from '../../../hooks/useDebounced';
import { useMasterSearch } from '../api/master';
import { browseHeading } from '../pageHeadings';
import { usePagePath, useScope } from '../scope';
import { AddToListDialog } from '../components/AddToListDialog';
import { CategoryBrandFilters } from '../components/CategoryBrandFilters';
import { VerticalSelector } from '../components/VerticalSelector';
import { PAGE_LIMITS } from '@dhub/contract';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' },
} as const;

function ProductCard({ product, onAdd }: { product: MasterProduct; onAdd: (product: MasterProduct) => void }) {
  const { t } = useTranslation('catalogue');
  const path = usePagePath();
  return (
    <Card variant="outlined" component="article" sx={{ display: 'flex', flexDirection: 'column' }}>
      {product.images[0] ? (
        <CardMedia
          component="img"
          image={product.images[0]}
          alt=""
          sx={{ height: 160, objectFit: 'contain', p: 1, bgcolor: 'action.hover' }}
        />
      ) : (
        <Box sx={{ height: 140, bgcolor: 'action.hover', display: 'grid', placeItems: 'center', color: 'text.disabled' }}>
          {t('common.noImage')}
        </Box>
      )}
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
          <bdi>{product.name}</bdi>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <bdi>{[product.category?.name, product.subcategory?.name].filter(Boolean).join(' › ')}</bdi>
        </Typography>
        {(product.brand || product.unit) && (
          <Typography variant="body2" color="text.secondary">
            <bdi>{[product.brand?.name, product.unit?.name].filter(Boolean).join(' · ')}</bdi>
          </Typography>
        )}
      </CardContent>
      <CardActions disableSpacing sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {product.myItemId ? (
          <Chip
            icon={<CheckCircleOutlined />}
            color="success"
            variant="outlined"
            label={t('browse.inList')}
            component={RouterLink}
            to={path('edit', { id: product.myItemId })}
            clickable
          />
        ) : (
          <>
            <Button
              variant="contained"
              size="small"
              startIcon={<AddIcon />}
              onClick={() => onAdd(product)}
              aria-label={`${t('browse.addToList')}: ${product.name}`}
            >
              {t('browse.addToList')}
            </Button>
            <Button
              size="small"
              startIcon={<TuneOutlined />}
              component={RouterLink}
              to={path('add', { productId: product._id })}
              aria-label={`${t('browse.addWithDetails')}: ${product.name}`}
            >
              {t('browse.addWithDetails')}
            </Button>
          </>
        )}
      </CardActions>
    </Card>
  );
}

/** The master catalogue of a vertical (`adding-*` routes, /add-product): search, filters, "Add to my list". */
export default function MasterBrowserPage() {
  const { t } = useTranslation('catalogue');
  const scope = useScope();
  const path = usePagePath();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState({ categoryId: '', brandId: '' });
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_LIMITS.default);
  const [adding, setAdding] = useState<MasterProduct | null>(null);
  const searchQuery = useDebounced(search.trim());
  const result = useMasterSearch(scope, {
    searchQuery: searchQuery || undefined,
    categoryId: filters.categoryId || undefined,
    brandId: filters.brandId || undefined,
    page,
    limit,
  });
  const data = result.data;

  return (
    <Box>
      <PageHeader
        {...browseHeading(scope, t)}
        actions={
          <Button variant="outlined" component={RouterLink} to={path('list')}>
            {t('browse.moreOptions')}
          </Button>
        }
      />
      <VerticalSelector />
      <FilterBar>
        <SearchField label={t('common.searchProducts')} value={search} onChange={(value) => (setSearch(value), setPage(1))} />
        <CategoryBrandFilters
          vertical={scope.vertical}
          categoryId={filters.categoryId}
          brandId={filters.brandId}
          onChange={(patch) => (setFilters((current) => ({ ...current, ...patch })), setPage(1))}
        />
      </FilterBar>
      {result.isPending ? (
        <ListSkeleton />
      ) : result.error && !data ? (
        <ErrorState error={result.error} onRetry={() => void result.refetch()} retrying={result.isFetching} />
      ) : !data || data.items.length === 0 ? (
        <EmptyState
          title={t('browse.empty')}
          hint={t('browse.emptyHint')}
          action={
            <Button variant="contained" startIcon={<PostAddOutlined />} component={RouterLink} to={path('editRequest')}>
              {t('browse.requestMissing')}
            </Button>
          }
        />
      ) : (
        <>
          <Box sx={{ ...GRID, opacity: result.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={result.isFetching}>
            {data.items.map((product) => (
              <ProductCard key={product._id} product={product} onAdd={setAdding} />
            ))}
          </Box>
          <Paper variant="outlined" sx={{ mt: 2 }}>
            <Pager
              total={data.total}
              totalCapped={data.totalCapped}
              page={page}
              limit={limit}
              onPage={setPage}
              onLimit={(next) => (setLimit(next), setPage(1))}
            />
          </Paper>
        </>
      )}
      <AddToListDialog product={adding} onClose={() => setAdding(null)} />
    </Box>
  );
}
