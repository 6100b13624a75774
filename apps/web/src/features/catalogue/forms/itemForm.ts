import { addItemBodySchema, type AddItemInput, type StoreItem } from '@dhub/contract';
import type { DraftBody } from '../../../hooks/useBodyForm';
import type { MinorAmountInput } from '../../../hooks/useMoney';
import { defaultOf, numberOf, optionalText, textOf } from '../../../lib/bodyFields';
import { minorOfText, textOfMinor } from './amounts';

/**
 * A store item's form: inputs hold text (price and MRP in rupees as typed; the body has paise); the
 * contract's add-item schema checks the body (on the edit page too).
 */
export interface ItemFormValues {
  /** The catalogue product (the picker's, the dialog's, or the edited item's). */
  masterProductId: string;
  price: string;
  mrp: string;
  discount: string;
  stock: string;
  sku: string;
  lowStockThreshold: string;
  isAvailable: boolean;
  images: string[];
}

/** A new item of the product: blank price and MRP, no stock, the contract's defaults elsewhere. */
export function emptyItemValues(masterProductId = ''): ItemFormValues {
  return {
    masterProductId,
    price: '',
    mrp: '',
    discount: textOf(defaultOf(addItemBodySchema, 'discount') as number),
    stock: '0',
    sku: '',
    lowStockThreshold: textOf(defaultOf(addItemBodySchema, 'lowStockThreshold') as number),
    isAvailable: defaultOf(addItemBodySchema, 'isAvailable') as boolean,
    images: [],
  };
}

export function itemValuesOf(item: StoreItem, amount: MinorAmountInput): ItemFormValues {
  return {
    masterProductId: item.product._id,
    price: textOfMinor(item.price, amount),
    mrp: textOfMinor(item.mrp, amount),
    discount: textOf(item.discount),
    stock: textOf(item.stock),
    sku: item.sku ?? '',
    lowStockThreshold: textOf(item.lowStockThreshold),
    isAvailable: item.isAvailable,
    images: item.images,
  };
}

/** The add-item body of the form (amounts in paise). */
export function toItemInput(values: ItemFormValues, amount: MinorAmountInput): DraftBody<AddItemInput> {
  return {
    masterProductId: optionalText(values.masterProductId),
    price: minorOfText(values.price, amount),
    mrp: minorOfText(values.mrp, amount),
    discount: numberOf(values.discount),
    stock: numberOf(values.stock),
    sku: optionalText(values.sku),
    lowStockThreshold: numberOf(values.lowStockThreshold),
    isAvailable: values.isAvailable,
    images: values.images,
  };
}
