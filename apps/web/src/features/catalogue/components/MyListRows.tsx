import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LayersOutlined from '@mui/icons-material/LayersOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { updateItemBodySchema, type StoreItem, type UpdateItemBody } from '@dhub/contract';
import { useMinorMoney } from '../../../hooks/useMoney';
import { pagePath, useScope } from '../scope';
import { InlineNumberField } from './InlineNumberField';
import { itemPhotos } from './ItemPhotos';
import { ProductThumb } from './ProductThumb';
import { StockChip } from './StockChip';
import { HintTooltip } from '../../../components/HintTooltip';

/* My list's rows: a table on wide screens, cards on phones; price, stock and availability edit inline. */

export interface RowProps {
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
      <HintTooltip title={t('common.view')}>
        <IconButton size="small" component={RouterLink} to={links.view} aria-label={`${t('common.view')}: ${item.product.name}`}>
          <VisibilityOutlined fontSize="small" />
        </IconButton>
      </HintTooltip>
      <HintTooltip title={t('common.edit')}>
        <IconButton size="small" component={RouterLink} to={links.edit} aria-label={`${t('common.edit')}: ${item.product.name}`}>
          <EditOutlined fontSize="small" />
        </IconButton>
      </HintTooltip>
      {links.variants && (
        <HintTooltip title={t('list.variations')}>
          <IconButton size="small" component={RouterLink} to={links.variants} aria-label={`${t('list.variations')}: ${item.product.name}`}>
            <LayersOutlined fontSize="small" />
          </IconButton>
        </HintTooltip>
      )}
      <HintTooltip title={t('common.delete')}>
        <IconButton size="small" color="error" onClick={() => onDelete(item)} aria-label={`${t('common.delete')}: ${item.product.name}`}>
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </HintTooltip>
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
    price: (
      <InlineNumberField
        label={t('list.editPrice', { name })}
        value={item.price}
        money
        rule={updateItemBodySchema.shape.price}
        onSave={(price) => onSave(item, { price })}
      />
    ),
    stock: (
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <InlineNumberField
          label={t('list.editStock', { name })}
          value={item.stock}
          rule={updateItemBodySchema.shape.stock}
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

export function ItemTable({ items, onSave, onDelete }: { items: StoreItem[] } & Omit<RowProps, 'item'>) {
  const { t } = useTranslation('catalogue');
  const money = useMinorMoney();
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

export function ItemCards({ items, onSave, onDelete }: { items: StoreItem[] } & Omit<RowProps, 'item'>) {
  const { t } = useTranslation('catalogue');
  const money = useMinorMoney();
  return (
    <Stack spacing={1.5}>
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
