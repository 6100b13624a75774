import type { CatalogueEndpoints, EndpointArgs, ProductAttributes, ProductRequest } from '@dhub/contract';
import type { DraftBody } from '../../../hooks/useBodyForm';
import type { MinorAmountInput } from '../../../hooks/useMoney';
import type { RequestBody } from '../api/requests';
import { ATTRIBUTE_FIELDS } from '../components/attributes';
import type { Vertical } from '../routeTable';
import { numberOf, optionalText, textOf } from '../../../lib/bodyFields';
import { minorOfText, textOfMinor } from './amounts';

/**
 * A product request's form: inputs and choices hold text (price and MRP in rupees; the body has
 * paise); the contract's request schema checks the body.
 */
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

export function requestValuesOf(request: ProductRequest | undefined, amount: MinorAmountInput): RequestFormValues {
  return {
    name: request?.name ?? '',
    description: request?.description ?? '',
    categoryId: request?.category?._id ?? '',
    subcategoryId: request?.subcategory?._id ?? '',
    childCategoryId: request?.childCategory?._id ?? '',
    brandId: request?.brand?._id ?? '',
    unitId: request?.unit?._id ?? '',
    price: textOfMinor(request?.price, amount),
    mrp: textOfMinor(request?.mrp, amount),
    stock: request ? textOf(request.stock) : '0',
    images: request?.images ?? [],
    attributes: request?.attributes ?? {},
  };
}

/** The checked body the form's submit gets. */
export type RequestFormBody = EndpointArgs<CatalogueEndpoints['requestProduct']>['body'];

/** The vertical's attributes of the form: switches as booleans, blank choices and texts left out. */
function attributesOf(values: ProductAttributes, vertical: Vertical): ProductAttributes {
  const attributes: Record<string, unknown> = {};
  for (const field of ATTRIBUTE_FIELDS[vertical]) {
    const value = values[field.name];
    if (field.kind === 'boolean') attributes[field.name] = Boolean(value);
    else if (Array.isArray(value) ? value.length : typeof value === 'string' && value.trim()) {
      attributes[field.name] = typeof value === 'string' ? value.trim() : value;
    }
  }
  return attributes;
}

/** The request body of the form (blank optional fields left out). */
export function toRequestInput(values: RequestFormValues, vertical: Vertical, amount: MinorAmountInput): DraftBody<RequestBody> {
  return {
    name: values.name,
    description: optionalText(values.description),
    categoryId: optionalText(values.categoryId),
    subcategoryId: optionalText(values.subcategoryId),
    childCategoryId: optionalText(values.childCategoryId),
    brandId: optionalText(values.brandId),
    unitId: optionalText(values.unitId),
    price: minorOfText(values.price, amount),
    mrp: minorOfText(values.mrp, amount),
    stock: numberOf(values.stock),
    images: values.images,
    attributes: attributesOf(values.attributes, vertical),
  };
}
