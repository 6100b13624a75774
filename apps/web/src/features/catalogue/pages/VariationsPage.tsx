import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Variation } from '@dhub/contract';
import { toast } from '../../../lib/toast';
import { useDeleteVariation, useItem, useSaveVariation, useVariations } from '../api';
import { catalogueMessage } from '../i18n';
import { usePagePath, useScope } from '../scope';
import {
  ConfirmDialog,
  EmptyState,
  ErrorState,
  errorText,
  ListSkeleton,
  LoadGate,
  PageHeader,
  useMoney,
  isolate,
} from '../components/common';
import { applyServerErrors, numberRule, useFieldError } from '../components/ItemFields';
import { VerticalSelector } from '../components/VerticalSelector';

interface VariationValues {
  name: string;
  price: string;
  stock: string;
  sku: string;
  attributes: { key: string; value: string }[];
}

function toValues(variation: Variation | null): VariationValues {
  return variation
    ? {
        name: variation.name,
        price: String(variation.price),
        stock: String(variation.stock),
        sku: variation.sku ?? '',
        attributes: Object.entries(variation.attributes).map(([key, value]) => ({ key, value })),
      }
    : { name: '', price: '', stock: '0', sku: '', attributes: [{ key: '', value: '' }] };
}

function VariationDialog({ itemId, variation, onClose }: { itemId: string; variation: Variation | null; onClose: () => void }) {
  const { t } = useTranslation('catalogue');
  const scope = useScope();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const fieldError = useFieldError();
  const save = useSaveVariation(scope, itemId);
  const { control, handleSubmit, formState, setError } = useForm<VariationValues>({ defaultValues: toValues(variation) });
  const attributes = useFieldArray({ control, name: 'attributes' });
  const errors = formState.errors;

  const submit = handleSubmit((values) => {
    const body = {
      name: values.name.trim(),
      price: Number(values.price),
      stock: Number(values.stock),
      sku: values.sku.trim() || (variation ? null : undefined),
      attributes: Object.fromEntries(
        values.attributes.filter((row) => row.key.trim() && row.value.trim()).map((row) => [row.key.trim(), row.value.trim()]),
      ),
    };
    save.mutate(
      { id: variation?._id, body },
      {
        onSuccess: (data) => {
          toast.success(catalogueMessage(data.message));
          onClose();
        },
        onError: (error) => {
          if (!applyServerErrors(error, setError, ['name', 'price', 'stock', 'sku'] as const)) toast.error(errorText(error));
        },
      },
    );
  });

  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="sm" fullWidth aria-labelledby="variation-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="variation-title">{variation ? t('variants.editTitle') : t('variants.addTitle')}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
            <Controller
              name="name"
              control={control}
              rules={{ validate: (value) => (value.trim() ? true : 'messages.nameRequired') }}
              render={({ field }) => (
                <TextField
                  {...field}
                  autoFocus
                  required
                  label={t('variants.name')}
                  error={Boolean(errors.name)}
                  helperText={fieldError(errors.name?.message)}
                  sx={{ gridColumn: '1 / -1' }}
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                />
              )}
            />
            {(['price', 'stock'] as const).map((name) => (
              <Controller
                key={name}
                name={name}
                control={control}
                rules={{ validate: numberRule(name) }}
                render={({ field }) => (
                  <TextField
                    {...field}
                    type="number"
                    required
                    label={t(`fields.${name}`)}
                    error={Boolean(errors[name])}
                    helperText={fieldError(errors[name]?.message)}
                    slotProps={{ htmlInput: { min: 0, step: name === 'stock' ? 1 : 0.01 } }}
                  />
                )}
              />
            ))}
            <Controller
              name="sku"
              control={control}
              render={({ field }) => (
                <TextField
                  {...field}
                  label={t('fields.sku')}
                  error={Boolean(errors.sku)}
                  helperText={fieldError(errors.sku?.message)}
                  slotProps={{ htmlInput: { maxLength: 64 } }}
                />
              )}
            />
          </Box>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
            {t('variants.attributes')}
          </Typography>
          <Stack spacing={1.5}>
            {attributes.fields.map((row, index) => (
              <Stack key={row.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Controller
                  name={`attributes.${index}.key`}
                  control={control}
                  render={({ field }) => (
                    <TextField
                      {...field}
                      size="small"
                      label={t('variants.attributeName')}
                      sx={{ flex: 1 }}
                      slotProps={{ htmlInput: { maxLength: 50 } }}
                    />
                  )}
                />
                <Controller
                  name={`attributes.${index}.value`}
                  control={control}
                  render={({ field }) => (
                    <TextField
                      {...field}
                      size="small"
                      label={t('variants.attributeValue')}
                      sx={{ flex: 1 }}
                      slotProps={{ htmlInput: { maxLength: 200 } }}
                    />
                  )}
                />
                <IconButton
                  aria-label={t('variants.removeAttribute', { name: String(index + 1) })}
                  onClick={() => attributes.remove(index)}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Stack>
            ))}
            <Box>
              <Button size="small" startIcon={<AddIcon />} onClick={() => attributes.append({ key: '', value: '' })}>
                {t('variants.addAttribute')}
              </Button>
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function VariationList({ itemId }: { itemId: string }) {
  const { t } = useTranslation('catalogue');
  const scope = useScope();
  const money = useMoney();
  const variations = useVariations(scope, itemId);
  const remove = useDeleteVariation(scope);
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
      {editing && <VariationDialog itemId={itemId} variation={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={confirmOpen}
        title={t('variants.deleteTitle', { name: isolate(toDelete?.name ?? '') })}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onClose={() => setConfirmOpen(false)}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete._id, {
            onSuccess: (data) => toast.success(catalogueMessage(data.message)),
            onError: (error) => toast.error(errorText(error)),
            onSettled: () => setConfirmOpen(false),
          })
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
  const item = useItem(scope, scope.vertical === 'food' ? null : id);
  const back = (
    <Button component={RouterLink} to={id ? path('view', { id }) : path('list')}>
      {t('common.back')}
    </Button>
  );
  if (scope.vertical === 'food') {
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
        {(data) => <VariationList itemId={data._id} />}
      </LoadGate>
    </Box>
  );
}
