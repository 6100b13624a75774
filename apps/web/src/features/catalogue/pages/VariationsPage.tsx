import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { variationEndpoints, type Variation, type VariationEndpoints } from '@dhub/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { LoadGate } from '../../../components/LoadGate';
import { PageHeader } from '../../../components/PageHeader';
import { useMinorMoney } from '../../../hooks/useMoney';
import { errorText } from '../../../i18n/errorText';
import { toast } from '../../../lib/toast';
import { useItem } from '../api/myList';
import { useDeleteVariation, useVariations } from '../api/variations';
import { isolate } from '../isolate';
import { usePagePath, useScope } from '../scope';
import { VariationDialog } from '../components/VariationDialog';
import { VerticalSelector } from '../components/VerticalSelector';

function VariationList({ endpoints, itemId }: { endpoints: VariationEndpoints; itemId: string }) {
  const { t } = useTranslation('catalogue');
  const { vertical } = useScope();
  const money = useMinorMoney();
  const variations = useVariations(endpoints, itemId);
  const remove = useDeleteVariation(endpoints, vertical);
  const [editing, setEditing] = useState<Variation | null | 'new'>(null);
  const [toDelete, setToDelete] = useState<Variation | null>(null);
  // The item stays set while the dialog fades out (its name stays in the title).
  const [confirmOpen, setConfirmOpen] = useState(false);
  const askDelete = (target: NonNullable<typeof toDelete>) => {
    setToDelete(target);
    setConfirmOpen(true);
  };

  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
      {t('variants.add')}
    </Button>
  );
  let body;
  if (variations.isPending) body = <ListSkeleton rows={3} />;
  else if (variations.error)
    body = <ErrorState error={variations.error} onRetry={() => void variations.refetch()} retrying={variations.isFetching} />;
  else if (variations.data.length === 0)
    body = <EmptyState title={t('variants.empty')} hint={t('variants.emptyHint')} action={addButton} />;
  else
    body = (
      <Stack spacing={1.5}>
        <Box>{addButton}</Box>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
          {variations.data.map((variation) => (
            <Card key={variation._id} variant="outlined" component="article">
              <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                      <bdi>{variation.name}</bdi>
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {Object.entries(variation.attributes)
                        .map(([key, value]) => `${key}: ${value}`)
                        .join(' · ')}
                    </Typography>
                    <Typography variant="body2" sx={{ mt: 1 }}>
                      {t('fields.price')}: <b>{money(variation.price)}</b> · {t('fields.stock')}: <b>{variation.stock}</b>
                      {variation.sku ? ` · ${t('fields.sku')}: ${variation.sku}` : ''}
                    </Typography>
                  </Box>
                  <Stack direction="row">
                    <IconButton aria-label={`${t('common.edit')}: ${variation.name}`} onClick={() => setEditing(variation)}>
                      <EditOutlined fontSize="small" />
                    </IconButton>
                    <IconButton color="error" aria-label={`${t('common.delete')}: ${variation.name}`} onClick={() => askDelete(variation)}>
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </Stack>
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Stack>
    );

  return (
    <>
      {body}
      {editing && (
        <VariationDialog
          endpoints={endpoints}
          itemId={itemId}
          variation={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={confirmOpen}
        title={t('variants.deleteTitle', { name: isolate(toDelete?.name ?? '') })}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onClose={() => setConfirmOpen(false)}
        onConfirm={() =>
          toDelete &&
          remove.mutate(
            { params: { id: toDelete._id } },
            {
              onSuccess: () => toast.success(t('messages.variationDeleted')),
              onError: (error) => toast.error(errorText(error, 'serverError')),
              onSettled: () => setConfirmOpen(false),
            },
          )
        }
      />
    </>
  );
}

/** `*-vairants` and /product-vairations (?id=itemId): the variations of a store item; none for food. */
export default function VariationsPage() {
  const { t } = useTranslation('catalogue');
  const scope = useScope();
  const path = usePagePath();
  const id = useSearchParams()[0].get('id');
  // None for food: a dish is sold as one item.
  const endpoints = variationEndpoints(scope.vertical);
  const item = useItem(scope, endpoints ? id : null);
  const back = (
    <Button component={RouterLink} to={id ? path('view', { id }) : path('list')}>
      {t('common.back')}
    </Button>
  );
  if (!endpoints) {
    return (
      <Box>
        <PageHeader title={t('titles.variants')} actions={back} />
        <VerticalSelector />
        <Alert severity="info">
          <AlertTitle>{t('variants.foodTitle')}</AlertTitle>
          {t('variants.foodBody')}
        </Alert>
      </Box>
    );
  }
  return (
    <Box>
      <PageHeader
        title={item.data ? t('variants.forItem', { name: isolate(item.data.product.name) }) : t('titles.variants')}
        actions={back}
      />
      <VerticalSelector />
      <LoadGate id={id} query={item}>
        {(data) => <VariationList endpoints={endpoints} itemId={data._id} />}
      </LoadGate>
    </Box>
  );
}
