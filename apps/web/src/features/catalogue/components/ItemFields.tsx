import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addItemBodySchema, type AddItemBody } from '@dhub/contract';
import { translateMessage } from '../../../i18n';
import type { ItemFormValues } from '../forms/itemForm';
import { fieldRules } from '../forms/inputs';

type NumberField = 'price' | 'mrp' | 'discount' | 'stock' | 'lowStockThreshold';
export type ItemField = NumberField | 'sku' | 'isAvailable';

const ALL_FIELDS: readonly ItemField[] = ['price', 'mrp', 'discount', 'stock', 'sku', 'lowStockThreshold', 'isAvailable'];

/** The store's own fields of an item (rules and required marks from the contract's add-item schema). */
export function ItemFields({
  control,
  errors,
  fields = ALL_FIELDS,
  autoFocus,
}: {
  control: Control<ItemFormValues, unknown, AddItemBody>;
  errors: FieldErrors<ItemFormValues>;
  fields?: readonly ItemField[];
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const show = new Set(fields);
  const numberField = (name: NumberField, hint?: string, first?: boolean) => {
    const { required, integer } = fieldRules(addItemBodySchema, name);
    return (
      show.has(name) && (
        <Controller
          name={name}
          control={control}
          render={({ field }) => (
            <TextField
              {...field}
              type="number"
              label={t(`fields.${name}`)}
              required={required}
              autoFocus={first && autoFocus}
              error={Boolean(errors[name])}
              helperText={translateMessage(errors[name]?.message) || hint}
              fullWidth
              slotProps={{ htmlInput: { min: 0, step: integer ? 1 : 0.01, inputMode: integer ? 'numeric' : 'decimal' } }}
            />
          )}
        />
      )
    );
  };
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
              helperText={translateMessage(errors.sku?.message)}
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
