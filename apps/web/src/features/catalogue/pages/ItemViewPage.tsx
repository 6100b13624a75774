import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LayersOutlined from '@mui/icons-material/LayersOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StoreItemDetail } from '@dhub/contract';
import { DetailList } from '../../../components/DetailList';
import { LoadGate } from '../../../components/LoadGate';
import { PageHeader } from '../../../components/PageHeader';
import { useMinorMoney } from '../../../hooks/useMoney';
import { useItem } from '../api/myList';
import { usePagePath, useScope } from '../scope';
import { StockChip } from '../components/StockChip';
import { ItemPhotos } from '../components/ItemPhotos';
import { useAttributeRows } from '../components/AttributeView';

function ItemDetail({ item }: { item: StoreItemDetail }) {
  const { t } = useTranslation('catalogue');
  const { vertical } = useScope();
  const path = usePagePath();
  const money = useMinorMoney();
  const { product } = item;
  const attributeRows = useAttributeRows(vertical, product.attributes);
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <ItemPhotos item={item} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h5" component="h2" sx={{ wordBreak: 'break-word' }}>
              <bdi>{product.name}</bdi>
            </Typography>
            {product.description && (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {product.description}
              </Typography>
            )}
            <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
              <Button
                variant="contained"
                size="small"
                startIcon={<EditOutlined />}
                component={RouterLink}
                to={path('edit', { id: item._id })}
              >
                {t('common.edit')}
              </Button>
              {vertical !== 'food' && (
                <Button
                  variant="outlined"
                  size="small"
                  startIcon={<LayersOutlined />}
                  component={RouterLink}
                  to={path('variants', { id: item._id })}
                >
                  {t('list.variations')}
                </Button>
              )}
            </Stack>
          </Box>
        </Stack>
      </Paper>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
            {t('item.pricing')}
          </Typography>
          <DetailList
            rows={[
              [t('fields.price'), money(item.price)],
              [t('fields.mrp'), money(item.mrp)],
              [t('fields.discount'), `${item.discount}`],
              [
                t('fields.stock'),
                <Stack key="stock" direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
                  <span>{item.stock}</span>
                  <StockChip state={item.stockState} />
                </Stack>,
              ],
              [t('fields.lowStockThreshold'), item.lowStockThreshold],
              [t('fields.sku'), item.sku ?? '—'],
              [t('fields.isAvailable'), item.isAvailable ? t('common.yes') : t('common.no')],
            ]}
          />
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
            {t('item.catalogueData')}
          </Typography>
          <DetailList
            rows={[
              [
                t('common.category'),
                [product.category?.name, product.subcategory?.name, product.childCategory?.name].filter(Boolean).join(' › ') || '—',
              ],
              [t('common.brand'), product.brand?.name ?? '—'],
              [t('common.unit'), product.unit?.name ?? '—'],
              ...attributeRows,
            ]}
          />
        </Paper>
      </Box>
      {vertical !== 'food' && (
        <Paper variant="outlined">
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, p: 2, pb: 1 }}>
            {t('list.variations')}
          </Typography>
          {item.variations.length === 0 ? (
            <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
              {t('item.noVariations')}
            </Typography>
          ) : (
            <TableContainer>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('variants.name')}</TableCell>
                    <TableCell>{t('variants.attributes')}</TableCell>
                    <TableCell>{t('fields.price')}</TableCell>
                    <TableCell>{t('fields.stock')}</TableCell>
                    <TableCell>{t('fields.sku')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {item.variations.map((variation) => (
                    <TableRow key={variation._id}>
                      <TableCell>
                        <bdi>{variation.name}</bdi>
                      </TableCell>
                      <TableCell>
                        {Object.entries(variation.attributes)
                          .map(([key, value]) => `${key}: ${value}`)
                          .join(', ') || '—'}
                      </TableCell>
                      <TableCell>{money(variation.price)}</TableCell>
                      <TableCell>{variation.stock}</TableCell>
                      <TableCell>{variation.sku ?? '—'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Paper>
      )}
    </Stack>
  );
}

/** `view-*` (?id=): read-only detail of a store item with its variations. */
export default function ItemViewPage() {
  const { t } = useTranslation('catalogue');
  const scope = useScope();
  const path = usePagePath();
  const id = useSearchParams()[0].get('id');
  const item = useItem(scope, id);
  return (
    <Box>
      <PageHeader
        title={t('titles.view')}
        actions={
          <Button component={RouterLink} to={path('list')}>
            {t('common.back')}
          </Button>
        }
      />
      <LoadGate id={id} query={item}>
        {(data) => <ItemDetail item={data} />}
      </LoadGate>
    </Box>
  );
}
