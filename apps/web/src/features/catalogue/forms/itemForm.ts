import { addItemBodySchema, type AddItemInput, type StoreItem } from '@dhub/contract';
import type { DraftBody } from '../../../hooks/useBodyForm';
import { defaultOf, numberOf, optionalText, textOf } from '../../../lib/bodyFields';

/** A store item's form: number inputs hold text; the contract's add-item schema checks the body (on the edit page too). */
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

export function itemValuesOf(item: StoreItem): ItemFormValues {
  return {
    masterProductId: item.product._id,
    price: textOf(item.price),
    mrp: textOf(item.mrp),
    discount: textOf(item.discount),
    stock: textOf(item.stock),
    sku: item.sku ?? '',
    lowStockThreshold: textOf(item.lowStockThreshold),
    isAvailable: item.isAvailable,
    images: item.images,
  };
}

/** The add-item body of the form. */
export function toItemInput(values: ItemFormValues): DraftBody<AddItemInput> {
  return {
    masterProductId: optionalText(values.masterProductId),
    price: numberOf(values.price),
    mrp: numberOf(values.mrp),
    discount: numberOf(values.discount),
    stock: numberOf(values.stock),
    sku: optionalText(values.sku),
    lowStockThreshold: numberOf(values.lowStockThreshold),
    isAvailable: values.isAvailable,
    images: values.images,
  };
}
