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
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { STORE_ITEM_MAX_IMAGES, type MasterProduct, type StoreItem } from '@dhub/contract';
import { toast } from '../../../lib/toast';
import { useAddToList, useItem, useMasterProduct, useMasterSearch, useUpdateItem } from '../api';
import { catalogueMessage } from '../i18n';
import { useCatalogueKind, usePagePath, useScope } from '../scope';
import { ErrorState, errorText, ListSkeleton, PageHeader, ProductThumb, useDebounced } from '../components/common';
import { applyServerErrors, EMPTY_ITEM_VALUES, ItemFields, toItemBody, useFieldError, type ItemFormValues } from '../components/ItemFields';
import { ImageUploader } from '../components/ImageUploader';
import { itemPhotos } from '../components/ItemPhotos';

const KNOWN = ['price', 'mrp', 'discount', 'stock', 'sku', 'lowStockThreshold', 'isAvailable'] as const;

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

function toValues(item: StoreItem): ItemFormValues {
  return {
    price: String(item.price),
    mrp: String(item.mrp),
    discount: String(item.discount),
    stock: String(item.stock),
    sku: item.sku ?? '',
    lowStockThreshold: String(item.lowStockThreshold),
    isAvailable: item.isAvailable,
  };
}

function ItemForm({ item, initialProduct }: { item?: StoreItem; initialProduct?: MasterProduct }) {
  const { t } = useTranslation('catalogue');
  const scope = useScope();
  const path = usePagePath();
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const add = useAddToList(scope);
  const update = useUpdateItem(scope);
  const [product, setProduct] = useState<MasterProduct | null>(initialProduct ?? null);
  const [productError, setProductError] = useState<string>();
  const [images, setImages] = useState<string[]>(item?.images ?? []);
  const [imagesError, setImagesError] = useState<string>();
  const { control, handleSubmit, formState, setError } = useForm<ItemFormValues>({
    defaultValues: item ? toValues(item) : EMPTY_ITEM_VALUES,
  });
  const busy = add.isPending || update.isPending;

  const submit = handleSubmit((values) => {
    const body = toItemBody(values);
    if (body.mrp < body.price) {
      setError('mrp', { message: 'messages.mrpBelowPrice' });
      return;
    }
    const onError = (error: unknown) => {
      const imageError = (error as { errors?: Record<string, string> } | null)?.errors?.images;
      if (imageError) setImagesError(imageError);
      if (!applyServerErrors(error, setError, KNOWN) && !imageError) toast.error(errorText(error));
    };
    const onSuccess = (data: { message: string; item: StoreItem }) => {
      toast.success(catalogueMessage(data.message));
      void navigate(path('view', { id: data.item._id }));
    };
    if (item) {
      update.mutate({ id: item._id, body: { ...body, sku: body.sku ?? null, images } }, { onSuccess, onError });
    } else if (!product) {
      setProductError(t('validation.chooseProduct'));
    } else {
      add.mutate({ masterProductId: product._id, ...body, images }, { onSuccess, onError });
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
            onChange={(next) => (setProduct(next), setProductError(undefined))}
            error={productError ? fieldError(productError) : undefined}
          />
        </Box>
      )}
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('item.pricing')}
      </Typography>
      <ItemFields control={control} errors={formState.errors} />
      <Box sx={{ mt: 3 }}>
        <ImageUploader
          value={images}
          onChange={(next) => (setImages(next), setImagesError(undefined))}
          max={STORE_ITEM_MAX_IMAGES}
          label={t('item.ownPhotos')}
          hint={t('hints.itemImages', { max: STORE_ITEM_MAX_IMAGES })}
          error={fieldError(imagesError)}
        />
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={item ? path('view', { id: item._id }) : path('list')}>
          {t('common.cancel')}
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
    if ((master.error as { status?: number }).status !== 404) {
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
  const scope = useScope();
  const kind = useCatalogueKind();
  const [params] = useSearchParams();
  const id = kind === 'edit' ? params.get('id') : null;
  const productId = kind === 'add' ? params.get('productId') : null;
  const item = useItem(scope, id);
  const title = kind === 'edit' ? t('titles.edit') : t('titles.add', { vertical: t(`verticals.${scope.vertical}`) });

  let body;
  if (kind === 'add') body = productId ? <PrefilledItemForm productId={productId} /> : <ItemForm />;
  else if (!id) body = <Alert severity="warning">{t('common.missingId')}</Alert>;
  else if (item.isPending) body = <ListSkeleton rows={3} />;
  else if (item.error)
    body =
      (item.error as { status?: number }).status === 404 ? (
        <Alert severity="warning">{t('common.notFound')}</Alert>
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
