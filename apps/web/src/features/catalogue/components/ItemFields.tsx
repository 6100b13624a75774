import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { catalogueMessage } from '../i18n';

/** The store's own fields of an item (text values; `toItemBody` converts). */
export interface ItemFormValues {
  price: string;
  mrp: string;
  discount: string;
  stock: string;
  sku: string;
  lowStockThreshold: string;
  isAvailable: boolean;
}

export const EMPTY_ITEM_VALUES: ItemFormValues = {
  price: '',
  mrp: '',
  discount: '0',
  stock: '0',
  sku: '',
  lowStockThreshold: '5',
  isAvailable: true,
};

type NumberField = 'price' | 'mrp' | 'discount' | 'stock' | 'lowStockThreshold';
const INTEGER: Record<NumberField, boolean> = { price: false, mrp: false, discount: false, stock: true, lowStockThreshold: true };
const REQUIRED: Record<NumberField, boolean> = { price: true, mrp: true, discount: false, stock: true, lowStockThreshold: false };

export function numberRule(field: NumberField) {
  return (value: string) => {
    if (value.trim() === '') return REQUIRED[field] ? 'validation.required' : true;
    const number = Number(value);
    if (!Number.isFinite(number) || number < 0) return 'validation.number';
    if (INTEGER[field] && !Number.isInteger(number)) return 'validation.integer';
    if (field === 'discount' && number > 100) return 'messages.discountRange';
    return true;
  };
}

export function toItemBody(values: ItemFormValues) {
  return {
    price: Number(values.price),
    mrp: Number(values.mrp),
    discount: values.discount.trim() === '' ? 0 : Number(values.discount),
    stock: Number(values.stock),
    sku: values.sku.trim() || undefined,
    lowStockThreshold: values.lowStockThreshold.trim() === '' ? 5 : Number(values.lowStockThreshold),
    isAvailable: values.isAvailable,
  };
}

/** A form error: a key of the catalogue strings (client checks) or a server message. */
export function useFieldError() {
  const { t, i18n } = useTranslation('catalogue');
  return (message: string | undefined) =>
    !message ? undefined : i18n.exists(message, { ns: 'catalogue' }) ? t(message as 'validation.required') : catalogueMessage(message);
}

export function ItemFields({
  control,
  errors,
  fields = ['price', 'mrp', 'discount', 'stock', 'sku', 'lowStockThreshold', 'isAvailable'],
  autoFocus,
}: {
  control: Control<ItemFormValues>;
  errors: FieldErrors<ItemFormValues>;
  fields?: (keyof ItemFormValues)[];
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const fieldError = useFieldError();
  const show = new Set(fields);
  const numberField = (name: NumberField, hint?: string, first?: boolean) =>
    show.has(name) && (
      <Controller
        name={name}
        control={control}
        rules={{ validate: numberRule(name) }}
        render={({ field }) => (
          <TextField
            {...field}
            type="number"
            label={t(`fields.${name}`)}
            required={REQUIRED[name]}
            autoFocus={first && autoFocus}
            error={Boolean(errors[name])}
            helperText={fieldError(errors[name]?.message) ?? hint}
            fullWidth
            slotProps={{ htmlInput: { min: 0, step: INTEGER[name] ? 1 : 0.01, inputMode: INTEGER[name] ? 'numeric' : 'decimal' } }}
          />
        )}
      />
    );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
      {numberField('price', undefined, true)}
      {numberField('mrp', t('hints.mrp'))}
      {numberField('discount')}
      {numberField('stock')}
      {show.has('sku') && (
        <Controller
          name="sku"
          control={control}
          render={({ field }) => (
            <TextField
              {...field}
              label={t('fields.sku')}
              error={Boolean(errors.sku)}
              helperText={fieldError(errors.sku?.message)}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 64 } }}
            />
          )}
        />
      )}
      {numberField('lowStockThreshold', t('hints.lowStockThreshold'))}
      {show.has('isAvailable') && (
        <Controller
          name="isAvailable"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
              label={t('fields.isAvailable')}
            />
          )}
        />
      )}
    </Box>
  );
}

/** Puts the server's field errors (400 `errors`) on the form. */
export function applyServerErrors<T extends Record<string, unknown>>(
  error: unknown,
  setError: (name: never, error: { message: string }) => void,
  known: readonly (keyof T)[],
): boolean {
  const errors = (error as { errors?: Record<string, string> } | null)?.errors ?? {};
  let applied = false;
  for (const [field, message] of Object.entries(errors)) {
    if ((known as readonly string[]).includes(field)) {
      setError(field as never, { message });
      applied = true;
    }
  }
  return applied;
}
