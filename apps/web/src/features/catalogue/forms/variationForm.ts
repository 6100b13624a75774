import type { Variation } from '@dhub/contract';
import type { DraftBody } from '../../../hooks/useBodyForm';
import type { MinorAmountInput } from '../../../hooks/useMoney';
import type { VariationBody } from '../api/variations';
import { numberOf, optionalText, textOf } from '../../../lib/bodyFields';
import { minorOfText, textOfMinor } from './amounts';

/** A variation's form: inputs hold text (the price in rupees; the body has paise); attributes are editable rows (blank rows are left out). */
export interface VariationFormValues {
  name: string;
  price: string;
  stock: string;
  sku: string;
  attributes: { key: string; value: string }[];
}

export function variationValuesOf(variation: Variation | null, amount: MinorAmountInput): VariationFormValues {
  return variation
    ? {
        name: variation.name,
        price: textOfMinor(variation.price, amount),
        stock: textOf(variation.stock),
        sku: variation.sku ?? '',
        attributes: Object.entries(variation.attributes).map(([key, value]) => ({ key, value })),
      }
    : { name: '', price: '', stock: '0', sku: '', attributes: [{ key: '', value: '' }] };
}

export function toVariationInput(values: VariationFormValues, amount: MinorAmountInput): DraftBody<VariationBody> {
  return {
    name: values.name,
    price: minorOfText(values.price, amount),
    stock: numberOf(values.stock),
    sku: optionalText(values.sku),
    attributes: Object.fromEntries(
      values.attributes.filter((row) => row.key.trim() && row.value.trim()).map((row) => [row.key.trim(), row.value.trim()]),
    ),
  };
}
