import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addItemBodySchema, type AddItemBody } from '@dhub/contract';
import { FormTextField } from '../../../components/FormTextField';
import { MoneyField } from '../../../components/MoneyField';
import type { ItemFormValues } from '../forms/itemForm';
import { fieldRules } from '../../../lib/bodyFields';

type NumberField = 'discount' | 'stock' | 'lowStockThreshold';
type AmountField = 'price' | 'mrp';
export type ItemField = AmountField | NumberField | 'sku' | 'isAvailable';

const ALL_FIELDS: readonly ItemField[] = ['price', 'mrp', 'discount', 'stock', 'sku', 'lowStockThreshold', 'isAvailable'];

/**
 * The store's own fields of an item (rules and required marks from the contract's add-item schema);
 * price and MRP typed in rupees (the form's body has paise).
 */
export function ItemFields({
  control,
  fields = ALL_FIELDS,
  autoFocus,
}: {
  control: Control<ItemFormValues, unknown, AddItemBody>;
  fields?: readonly ItemField[];
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const show = new Set(fields);
  const amountField = (name: AmountField, hint?: string, first?: boolean) =>
    show.has(name) && (
      <MoneyField
        control={control}
        name={name}
        required={fieldRules(addItemBodySchema, name).required}
        label={t(`fields.${name}`)}
        autoFocus={first && autoFocus}
        hint={hint}
        fullWidth
      />
    );
  const numberField = (name: NumberField, hint?: string) =>
    show.has(name) && (
      <FormTextField
        control={control}
        name={name}
        schema={addItemBodySchema}
        type="number"
        label={t(`fields.${name}`)}
        hint={hint}
        fullWidth
      />
    );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
      {amountField('price', undefined, true)}
      {amountField('mrp', t('hints.mrp'))}
      {numberField('discount')}
      {numberField('stock')}
      {show.has('sku') && <FormTextField control={control} name="sku" label={t('fields.sku')} maxLength={64} fullWidth />}
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
