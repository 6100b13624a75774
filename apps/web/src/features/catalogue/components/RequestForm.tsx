import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Controller, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { catalogueEndpoints, PRODUCT_MAX_IMAGES, type ProductRequest } from '@dhub/contract';
import { FormTextField } from '../../../components/FormTextField';
import { MoneyField } from '../../../components/MoneyField';
import { useUiTexts } from '../../../components/UiTexts';
import { useBodyForm } from '../../../hooks/useBodyForm';
import { useMoneyInput } from '../../../hooks/useMoney';
import { translateMessage } from '../../../i18n';
import { errorText } from '../../../i18n/errorText';
import { toast } from '../../../lib/toast';
import { useSaveRequest } from '../api/requests';
import { fieldRules } from '../../../lib/bodyFields';
import { requestValuesOf, toRequestInput, type RequestFormValues } from '../forms/requestForm';
import { applyServerErrors } from '../forms/serverErrors';
import { usePagePath, useScope } from '../scope';
import { ATTRIBUTE_FIELDS } from './attributes';
import { ImageUploader } from './ImageUploader';
import { LookupField, MultiLookupField } from './LookupFields';

const SERVER_FIELDS: readonly FieldPath<RequestFormValues>[] = [
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
];

/** A new product request, or a pending one's changes (checked with the contract's request schema). */
export function RequestForm({ request }: { request?: ProductRequest }) {
  const { t } = useTranslation('catalogue');
  const ui = useUiTexts();
  const scope = useScope();
  const { vertical } = scope;
  const path = usePagePath();
  const navigate = useNavigate();
  const save = useSaveRequest(scope);
  const schema = catalogueEndpoints(vertical).requestProduct.body;
  const amount = useMoneyInput();
  const { control, handleSubmit, formState, setError, setValue } = useBodyForm(
    schema,
    (values: RequestFormValues) => toRequestInput(values, vertical, amount),
    { defaultValues: requestValuesOf(request, amount) },
  );
  const categoryId = useWatch({ control, name: 'categoryId' });
  const subcategoryId = useWatch({ control, name: 'subcategoryId' });
  const errors = formState.errors;
  const err = (name: keyof RequestFormValues) => translateMessage(errors[name]?.message as string | undefined) || undefined;
  const required = (name: string) => fieldRules(schema, name).required;

  const submit = handleSubmit(({ storeId: _store, ...body }) =>
    save.mutate(
      { id: request?._id, body },
      {
        onSuccess: (data) => {
          toast.success(t(request ? 'messages.requestUpdated' : 'messages.requestCreated'));
          void navigate(path('viewRequest', { id: data.request._id }));
        },
        onError: (error) => {
          if (!applyServerErrors(error, setError, SERVER_FIELDS)) toast.error(errorText(error, 'serverError'));
        },
      },
    ),
  );

  const text = (name: 'name' | 'description', multiline = false) => (
    <FormTextField
      control={control}
      name={name}
      schema={schema}
      label={t(`fields.${name}`)}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      maxLength={multiline ? 2000 : 200}
      fullWidth
      sx={{ gridColumn: '1 / -1' }}
    />
  );
  /** Price and MRP typed in rupees (the body has paise). */
  const money = (name: 'price' | 'mrp', hint?: string) => (
    <MoneyField control={control} name={name} required={required(name)} label={t(`fields.${name}`)} hint={hint} fullWidth />
  );

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {text('name')}
        {text('description', true)}
        <LookupField
          control={control}
          name="categoryId"
          label={t('common.category')}
          lookup="categories"
          query={{ vertical }}
          required={required('categoryId')}
          error={err('categoryId')}
          onPicked={() => (setValue('subcategoryId', ''), setValue('childCategoryId', ''))}
        />
        <LookupField
          control={control}
          name="subcategoryId"
          label={t('common.subcategory')}
          lookup="subcategories"
          query={{ categoryId }}
          disabled={!categoryId}
          error={err('subcategoryId')}
          onPicked={() => setValue('childCategoryId', '')}
        />
        <LookupField
          control={control}
          name="childCategoryId"
          label={t('common.childCategory')}
          lookup="childCategories"
          query={{ subcategoryId }}
          disabled={!subcategoryId}
          error={err('childCategoryId')}
        />
        <LookupField
          control={control}
          name="brandId"
          label={t('common.brand')}
          lookup="brands"
          query={{ vertical }}
          error={err('brandId')}
        />
        <LookupField control={control} name="unitId" label={t('common.unit')} lookup="units" query={{ vertical }} error={err('unitId')} />
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
                query={{ vertical }}
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
        {money('price')}
        {money('mrp', t('hints.mrp'))}
        <FormTextField control={control} name="stock" schema={schema} type="number" label={t('fields.stock')} fullWidth />
      </Box>
      <Box sx={{ mt: 3 }}>
        <Controller
          name="images"
          control={control}
          render={({ field }) => (
            <ImageUploader
              value={field.value}
              onChange={field.onChange}
              max={PRODUCT_MAX_IMAGES}
              label={t('fields.images')}
              hint={t('hints.images', { max: PRODUCT_MAX_IMAGES })}
              error={err('images')}
            />
          )}
        />
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={request ? path('viewRequest', { id: request._id }) : path('requests')}>
          {ui.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {request ? t('common.save') : t('requests.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
