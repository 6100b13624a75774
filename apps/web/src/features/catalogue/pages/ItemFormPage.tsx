import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addItemBodySchema, STORE_ITEM_MAX_IMAGES, type AddItemBody, type MasterProduct, type StoreItem } from '@dhub/contract';
import { ErrorState } from '../../../components/ErrorState';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { PageHeader } from '../../../components/PageHeader';
import { useUiTexts } from '../../../components/UiTexts';
import { isApiError } from '../../../api/ApiError';
import { useBodyForm } from '../../../hooks/useBodyForm';
import { useDebounced } from '../../../hooks/useDebounced';
import { useMoneyInput } from '../../../hooks/useMoney';
import { translateMessage } from '../../../i18n';
import { errorText } from '../../../i18n/errorText';
import { toast } from '../../../lib/toast';
import { useMasterProduct, useMasterSearch } from '../api/master';
import { useAddToList, useItem, useUpdateItem } from '../api/myList';
import { emptyItemValues, itemValuesOf, toItemInput, type ItemFormValues } from '../forms/itemForm';
import { applyServerErrors } from '../forms/serverErrors';
import { useCatalogueKind, usePagePath, useScope } from '../scope';
import { ImageUploader } from '../components/ImageUploader';
import { ItemFields } from '../components/ItemFields';
import { itemPhotos } from '../components/ItemPhotos';
import { ProductThumb } from '../components/ProductThumb';

const SERVER_FIELDS = ['price', 'mrp', 'discount', 'stock', 'sku', 'lowStockThreshold', 'isAvailable', 'images'] as const;

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

function ProductPicker({
  value,
  onChange,
  error,
}: {
  value: MasterProduct | null;
  onChange: (product: MasterProduct | null) => void;
  error?: string;
}) {
  const { t } = useTranslation('catalogue');
  const scope = useScope();
  const [input, setInput] = useState(value?.name ?? '');
  const searchQuery = useDebounced(input.trim());
  const result = useMasterSearch(scope, { searchQuery, page: 1, limit: 20 }, searchQuery.length >= 2);
  return (
    <Autocomplete
      value={value}
      onChange={(_event, product) => onChange(product)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      options={searchQuery.length >= 2 ? (result.data?.items ?? []) : []}
      getOptionLabel={(option) => option.name}
      getOptionDisabled={(option) => Boolean(option.myItemId)}
      isOptionEqualToValue={(option, selected) => option._id === selected._id}
      filterOptions={(options) => options}
      loading={result.isFetching}
      noOptionsText={searchQuery.length >= 2 ? t('browse.empty') : t('hints.productSearch')}
      loadingText={t('common.search')}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <ProductThumb src={option.images[0]} name={option.name} size={32} />
            <Box>
              <Typography variant="body2">
                <bdi>{option.name}</bdi>
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {option.myItemId ? t('browse.inList') : [option.category?.name, option.brand?.name].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
          </Stack>
        </li>
      )}
      renderInput={(params) => (
        <TextField {...params} label={t('fields.product')} required error={Boolean(error)} helperText={error ?? t('hints.productSearch')} />
      )}
    />
  );
}

function ItemForm({ item, initialProduct }: { item?: StoreItem; initialProduct?: MasterProduct }) {
  const { t } = useTranslation('catalogue');
  const ui = useUiTexts();
  const scope = useScope();
  const path = usePagePath();
  const navigate = useNavigate();
  const add = useAddToList(scope);
  const update = useUpdateItem(scope);
  const [product, setProduct] = useState<MasterProduct | null>(initialProduct ?? null);
  // The edit page checks the item with the add rules too: every field of the form is the item's.
  const amount = useMoneyInput();
  const { control, handleSubmit, formState, setError, setValue } = useBodyForm(
    addItemBodySchema,
    (values: ItemFormValues) => toItemInput(values, amount),
    { defaultValues: item ? itemValuesOf(item, amount) : emptyItemValues(initialProduct?._id) },
  );
  const busy = add.isPending || update.isPending;

  const submit = handleSubmit((body: AddItemBody) => {
    const onError = (error: unknown) => {
      if (!applyServerErrors<ItemFormValues>(error, setError, SERVER_FIELDS)) toast.error(errorText(error, 'serverError'));
    };
    const onSuccess = (data: { item: StoreItem }) => {
      toast.success(t(item ? 'messages.itemUpdated' : 'messages.itemAdded'));
      void navigate(path('view', { id: data.item._id }));
    };
    if (item) {
      const { masterProductId: _product, storeId: _store, ...fields } = body;
      update.mutate({ params: { id: item._id }, body: { ...fields, sku: fields.sku ?? null } }, { onSuccess, onError });
    } else {
      add.mutate(body, { onSuccess, onError });
    }
  });

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ p: { xs: 2, sm: 3 } }}>
      {item ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <ProductThumb src={itemPhotos(item)[0]} name={item.product.name} size={64} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ wordBreak: 'break-word' }}>
              <bdi>{item.product.name}</bdi>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <bdi>{[item.product.category?.name, item.product.brand?.name, item.product.unit?.name].filter(Boolean).join(' · ')}</bdi>
            </Typography>
          </Box>
        </Stack>
      ) : (
        <Box sx={{ mb: 2 }}>
          <ProductPicker
            value={product}
            onChange={(next) => {
              setProduct(next);
              setValue('masterProductId', next?._id ?? '', { shouldValidate: formState.isSubmitted });
            }}
            error={formState.errors.masterProductId ? t('validation.chooseProduct') : undefined}
          />
        </Box>
      )}
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('item.pricing')}
      </Typography>
      <ItemFields control={control} />
      <Box sx={{ mt: 3 }}>
        <Controller
          name="images"
          control={control}
          render={({ field, fieldState }) => (
            <ImageUploader
              value={field.value}
              onChange={field.onChange}
              max={STORE_ITEM_MAX_IMAGES}
              label={t('item.ownPhotos')}
              hint={t('hints.itemImages', { max: STORE_ITEM_MAX_IMAGES })}
              error={translateMessage(fieldState.error?.message) || undefined}
            />
          )}
        />
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={item ? path('view', { id: item._id }) : path('list')}>
          {ui.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {item ? t('common.save') : t('browse.addToList')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** `add-*?productId=`: the form starts with that product; one already in the list links to its edit page instead. */
function PrefilledItemForm({ productId }: { productId: string }) {
  const { t } = useTranslation('catalogue');
  const scope = useScope();
  const path = usePagePath();
  const master = useMasterProduct(scope, productId);
  if (master.isPending) return <ListSkeleton rows={3} />;
  if (master.error) {
    if (!isNotFound(master.error)) {
      return <ErrorState error={master.error} onRetry={() => void master.refetch()} retrying={master.isFetching} />;
    }
    return (
      <Stack spacing={2}>
        <Alert severity="warning">{t('messages.productNotFound')}</Alert>
        <ItemForm />
      </Stack>
    );
  }
  const { myItemId } = master.data;
  if (myItemId) {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" component={RouterLink} to={path('edit', { id: myItemId })}>
            {t('common.edit')}
          </Button>
        }
      >
        <AlertTitle>
          <bdi>{master.data.name}</bdi>
        </AlertTitle>
        {t('messages.alreadyInList')}
      </Alert>
    );
  }
  return <ItemForm key={master.data._id} initialProduct={master.data} />;
}

/** `add-*` (a master product with all the store's fields; `?productId=` picks it) and `edit-*` (?id=). */
export default function ItemFormPage() {
  const { t } = useTranslation('catalogue');
  const ui = useUiTexts();
  const scope = useScope();
  const kind = useCatalogueKind();
  const [params] = useSearchParams();
  const id = kind === 'edit' ? params.get('id') : null;
  const productId = kind === 'add' ? params.get('productId') : null;
  const item = useItem(scope, id);
  const title = kind === 'edit' ? t('titles.edit') : t('titles.add', { vertical: t(`verticals.${scope.vertical}`) });

  let body;
  if (kind === 'add') body = productId ? <PrefilledItemForm productId={productId} /> : <ItemForm />;
  else if (!id) body = <Alert severity="warning">{ui.missingId}</Alert>;
  else if (item.isPending) body = <ListSkeleton rows={3} />;
  else if (item.error)
    body = isNotFound(item.error) ? (
      <Alert severity="warning">{ui.notFound}</Alert>
    ) : (
      <ErrorState error={item.error} onRetry={() => void item.refetch()} retrying={item.isFetching} />
    );
  else body = <ItemForm key={item.data._id} item={item.data} />;

  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader title={title} />
      {body}
    </Box>
  );
}
