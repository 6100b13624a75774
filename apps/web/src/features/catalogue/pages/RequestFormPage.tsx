import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Controller, useForm, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProductAttributes, ProductRequest } from '@dhub/contract';
import { toast } from '../../../lib/toast';
import { useLookup, useRequest, useSaveRequest, type LookupName } from '../api';
import { catalogueMessage } from '../i18n';
import { usePagePath, useScope } from '../scope';
import { errorText, LoadGate, PageHeader } from '../components/common';
import { applyServerErrors, numberRule, useFieldError } from '../components/ItemFields';
import { ATTRIBUTE_FIELDS } from '../components/attributes';
import { ImageUploader } from '../components/ImageUploader';
import { VerticalSelector } from '../components/VerticalSelector';
import type { Vertical } from '../routeTable';

const MAX_IMAGES = 10;

export interface RequestFormValues {
  name: string;
  description: string;
  categoryId: string;
  subcategoryId: string;
  childCategoryId: string;
  brandId: string;
  unitId: string;
  price: string;
  mrp: string;
  stock: string;
  images: string[];
  attributes: ProductAttributes;
}

const KNOWN = [
  'name',
  'description',
  'categoryId',
  'subcategoryId',
  'childCategoryId',
  'brandId',
  'unitId',
  'price',
  'mrp',
  'stock',
  'images',
] as const;

function toValues(request: ProductRequest | undefined): RequestFormValues {
  return {
    name: request?.name ?? '',
    description: request?.description ?? '',
    categoryId: request?.category?._id ?? '',
    subcategoryId: request?.subcategory?._id ?? '',
    childCategoryId: request?.childCategory?._id ?? '',
    brandId: request?.brand?._id ?? '',
    unitId: request?.unit?._id ?? '',
    price: request ? String(request.price) : '',
    mrp: request?.mrp !== null && request?.mrp !== undefined ? String(request.mrp) : '',
    stock: request ? String(request.stock) : '0',
    images: request?.images ?? [],
    attributes: request?.attributes ?? {},
  };
}

/** The API body of the form's values (optional empty fields left out). */
export function toRequestBody(values: RequestFormValues, vertical: Vertical): Record<string, unknown> {
  const optional = (value: string) => value.trim() || undefined;
  const attributes: ProductAttributes = {};
  for (const field of ATTRIBUTE_FIELDS[vertical]) {
    const value = values.attributes[field.name];
    if (field.kind === 'boolean') (attributes as Record<string, unknown>)[field.name] = Boolean(value);
    else if (Array.isArray(value) ? value.length : typeof value === 'string' && value.trim()) {
      (attributes as Record<string, unknown>)[field.name] = typeof value === 'string' ? value.trim() : value;
    }
  }
  return {
    name: values.name.trim(),
    description: optional(values.description),
    categoryId: values.categoryId,
    subcategoryId: optional(values.subcategoryId),
    childCategoryId: optional(values.childCategoryId),
    brandId: optional(values.brandId),
    unitId: optional(values.unitId),
    price: Number(values.price),
    mrp: values.mrp.trim() === '' ? undefined : Number(values.mrp),
    stock: values.stock.trim() === '' ? 0 : Number(values.stock),
    images: values.images,
    attributes,
  };
}

function LookupField({
  control,
  name,
  label,
  lookup,
  params,
  disabled,
  required,
  errors,
  onPicked,
}: {
  control: Control<RequestFormValues>;
  name: 'categoryId' | 'subcategoryId' | 'childCategoryId' | 'brandId' | 'unitId' | `attributes.${string}`;
  label: string;
  lookup: LookupName;
  params: Record<string, string>;
  disabled?: boolean;
  required?: boolean;
  errors?: string;
  onPicked?: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const items = useLookup(lookup, params, !disabled);
  return (
    <Controller
      name={name as 'categoryId'}
      control={control}
      rules={required ? { validate: (value) => (value ? true : 'messages.unknownCategory') } : undefined}
      render={({ field }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          onChange={(event) => (field.onChange(event.target.value), onPicked?.())}
          select
          label={label}
          required={required}
          disabled={disabled}
          error={Boolean(errors)}
          helperText={errors}
          fullWidth
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{items.isFetching ? t('common.search') : t('common.none')}</option>
          {(items.data ?? []).map((item) => (
            <option key={item._id} value={item._id}>
              {item.name}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}

function MultiLookupField({
  control,
  name,
  label,
  lookup,
  vertical,
}: {
  control: Control<RequestFormValues>;
  name: 'attributes.attributeIds';
  label: string;
  lookup: LookupName;
  vertical: Vertical;
}) {
  const items = useLookup(lookup, { vertical });
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField
          select
          label={label}
          value={field.value ?? []}
          onChange={(event) => field.onChange(event.target.value as unknown as string[])}
          fullWidth
          slotProps={{
            select: {
              multiple: true,
              renderValue: (selected) =>
                (selected as string[]).map((id) => items.data?.find((item) => item._id === id)?.name ?? id).join(', '),
            },
          }}
        >
          {(items.data ?? []).map((item) => (
            <MenuItem key={item._id} value={item._id}>
              {item.group ? `${item.name} (${item.group})` : item.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

export function RequestForm({ request }: { request?: ProductRequest }) {
  const { t } = useTranslation('catalogue');
  const scope = useScope();
  const { vertical } = scope;
  const path = usePagePath();
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const save = useSaveRequest(scope);
  const { control, handleSubmit, formState, setError, setValue } = useForm<RequestFormValues>({ defaultValues: toValues(request) });
  const categoryId = useWatch({ control, name: 'categoryId' });
  const subcategoryId = useWatch({ control, name: 'subcategoryId' });
  const errors: FieldErrors<RequestFormValues> = formState.errors;
  const err = (name: keyof RequestFormValues) => fieldError(errors[name]?.message as string | undefined);

  const submit = handleSubmit((values) => {
    const body = toRequestBody(values, vertical);
    if (body.mrp !== undefined && (body.mrp as number) < (body.price as number)) {
      setError('mrp', { message: 'messages.mrpBelowPrice' });
      return;
    }
    save.mutate(
      { id: request?._id, body },
      {
        onSuccess: (data) => {
          toast.success(catalogueMessage(data.message));
          void navigate(path('viewRequest', { id: data.request._id }));
        },
        onError: (error) => {
          if (!applyServerErrors(error, setError, KNOWN)) toast.error(errorText(error));
        },
      },
    );
  });

  const text = (name: 'name' | 'description', options: { required?: boolean; multiline?: boolean } = {}) => (
    <Controller
      name={name}
      control={control}
      rules={options.required ? { validate: (value) => (value.trim() ? true : 'messages.nameRequired') } : undefined}
      render={({ field }) => (
        <TextField
          {...field}
          label={t(`fields.${name}`)}
          required={options.required}
          multiline={options.multiline}
          minRows={options.multiline ? 3 : undefined}
          error={Boolean(errors[name])}
          helperText={err(name)}
          fullWidth
          sx={{ gridColumn: '1 / -1' }}
          slotProps={{ htmlInput: { maxLength: options.multiline ? 2000 : 200 } }}
        />
      )}
    />
  );
  const number = (name: 'price' | 'mrp' | 'stock', required: boolean, hint?: string) => (
    <Controller
      name={name}
      control={control}
      rules={{ validate: (value) => (!required && value.trim() === '' ? true : numberRule(name === 'mrp' ? 'price' : name)(value)) }}
      render={({ field }) => (
        <TextField
          {...field}
          type="number"
          label={t(`fields.${name}`)}
          required={required}
          error={Boolean(errors[name])}
          helperText={err(name) ?? hint}
          fullWidth
          slotProps={{ htmlInput: { min: 0, step: name === 'stock' ? 1 : 0.01 } }}
        />
      )}
    />
  );

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {text('name', { required: true })}
        {text('description', { multiline: true })}
        <LookupField
          control={control}
          name="categoryId"
          label={t('common.category')}
          lookup="categories"
          params={{ vertical }}
          required
          errors={err('categoryId')}
          onPicked={() => (setValue('subcategoryId', ''), setValue('childCategoryId', ''))}
        />
        <LookupField
          control={control}
          name="subcategoryId"
          label={t('common.subcategory')}
          lookup="subcategories"
          params={{ categoryId }}
          disabled={!categoryId}
          errors={err('subcategoryId')}
          onPicked={() => setValue('childCategoryId', '')}
        />
        <LookupField
          control={control}
          name="childCategoryId"
          label={t('common.childCategory')}
          lookup="childCategories"
          params={{ subcategoryId }}
          disabled={!subcategoryId}
          errors={err('childCategoryId')}
        />
        <LookupField
          control={control}
          name="brandId"
          label={t('common.brand')}
          lookup="brands"
          params={{ vertical }}
          errors={err('brandId')}
        />
        <LookupField control={control} name="unitId" label={t('common.unit')} lookup="units" params={{ vertical }} errors={err('unitId')} />
        {ATTRIBUTE_FIELDS[vertical].map((field) => {
          const label = t(`fields.${field.name}`);
          if (field.kind === 'lookup')
            return (
              <LookupField
                key={field.name}
                control={control}
                name={`attributes.${field.name}`}
                label={label}
                lookup={field.lookup}
                params={{ vertical }}
              />
            );
          if (field.kind === 'multi')
            return (
              <MultiLookupField
                key={field.name}
                control={control}
                name="attributes.attributeIds"
                label={label}
                lookup={field.lookup}
                vertical={vertical}
              />
            );
          if (field.kind === 'boolean')
            return (
              <Controller
                key={field.name}
                name={`attributes.${field.name}`}
                control={control}
                render={({ field: input }) => (
                  <FormControlLabel
                    control={<Switch checked={Boolean(input.value)} onChange={(event) => input.onChange(event.target.checked)} />}
                    label={label}
                  />
                )}
              />
            );
          return (
            <Controller
              key={field.name}
              name={`attributes.${field.name}`}
              control={control}
              render={({ field: input }) => (
                <TextField {...input} value={input.value ?? ''} label={label} fullWidth slotProps={{ htmlInput: { maxLength: 200 } }} />
              )}
            />
          );
        })}
      </Box>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 3, mb: 1.5 }}>
        {t('item.pricing')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        {number('price', true)}
        {number('mrp', false, t('hints.mrp'))}
        {number('stock', false)}
      </Box>
      <Box sx={{ mt: 3 }}>
        <Controller
          name="images"
          control={control}
          render={({ field }) => (
            <ImageUploader
              value={field.value}
              onChange={field.onChange}
              max={MAX_IMAGES}
              label={t('fields.images')}
              hint={t('hints.images', { max: MAX_IMAGES })}
              error={err('images')}
            />
          )}
        />
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={request ? path('viewRequest', { id: request._id }) : path('requests')}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {request ? t('common.save') : t('requests.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** `edit-*-request-*` (?id=, only while pending) and, without id, "Request a product" (/product-request too). */
export default function RequestFormPage() {
  const { t } = useTranslation('catalogue');
  const scope = useScope();
  const path = usePagePath();
  const id = useSearchParams()[0].get('id');
  const request = useRequest(scope, id);
  const title = id ? t('titles.editRequest') : t('titles.newRequest', { vertical: t(`verticals.${scope.vertical}`) });
  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader
        title={title}
        actions={
          <Button component={RouterLink} to={path('requests')}>
            {t('common.back')}
          </Button>
        }
      />
      {!id && <VerticalSelector />}
      {!id ? (
        <RequestForm />
      ) : (
        <LoadGate id={id} query={request}>
          {(data) =>
            data.status === 'pending' ? (
              <RequestForm key={data._id} request={data} />
            ) : (
              <Alert
                severity="warning"
                action={
                  <Button color="inherit" size="small" component={RouterLink} to={path('viewRequest', { id: data._id })}>
                    {t('common.view')}
                  </Button>
                }
              >
                {t('requests.notPending')}
              </Alert>
            )
          }
        </LoadGate>
      )}
    </Box>
  );
}
