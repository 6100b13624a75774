import { z } from 'zod';
import { idSchema } from '../../common.js';
import { API_PREFIX } from '../../constants.js';
import { CATALOGUE_MESSAGES as M } from '../messages.js';
import type { CatalogueVertical } from '../verticals.js';
import { productAttributesSchema, VERTICAL_ATTRIBUTE_SCHEMAS, type ProductAttributes } from './attributes.js';
import { catalogueVerticalSchema, description, name } from './fields.js';

/** An uploaded image (`<API_PREFIX>/media/...`, see `uploadImage`) or an http(s) URL. */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(500, M.invalidImageUrl)
  .refine((value) => value.startsWith(`${API_PREFIX}/media/`) || /^https?:\/\/[^\s]+$/i.test(value), M.invalidImageUrl);

/** A master product's (and a product request's) images. */
export const PRODUCT_MAX_IMAGES = 10;

const productFields = {
  name,
  description,
  categoryId: idSchema,
  subcategoryId: idSchema.optional(),
  childCategoryId: idSchema.optional(),
  brandId: idSchema.optional(),
  unitId: idSchema.optional(),
  images: z.array(imageUrlSchema).max(PRODUCT_MAX_IMAGES).default([]),
};
/** The same fields, none defaulted (an update leaves an omitted field as it is). */
const productUpdateFields = {
  ...productFields,
  images: productFields.images.unwrap(),
};

/** The attribute schema of a vertical, typed as the union of every vertical's keys. */
function attributesOf(vertical: CatalogueVertical) {
  return VERTICAL_ATTRIBUTE_SCHEMAS[vertical] as unknown as z.ZodType<ProductAttributes, ProductAttributes>;
}

/** Operator: create a master product of a vertical. */
export function masterProductBodySchema(vertical: CatalogueVertical) {
  return z.object({ ...productFields, attributes: attributesOf(vertical).prefault({}) });
}
export function masterProductUpdateBodySchema(vertical: CatalogueVertical) {
  return z.object({ ...productUpdateFields, attributes: attributesOf(vertical) }).partial();
}

const refSchema = z.object({ _id: z.string(), name: z.string() }).nullable();

/** What describes a product, in the catalogue and in a request for it. */
export const productDescriptionShape = {
  vertical: catalogueVerticalSchema,
  name: z.string(),
  description: z.string().nullable(),
  images: z.array(z.string()),
  category: refSchema,
  subcategory: refSchema,
  childCategory: refSchema,
  brand: refSchema,
  unit: refSchema,
  attributes: productAttributesSchema,
};

export const masterProductSchema = z.object({
  _id: z.string(),
  ...productDescriptionShape,
  /** Store item id when the store already sells it. */
  myItemId: z.string().nullable().optional(),
});
export type MasterProduct = z.infer<typeof masterProductSchema>;
