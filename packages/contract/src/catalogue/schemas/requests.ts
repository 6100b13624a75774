import { z } from 'zod';
import { idSchema } from '../../common.js';
import { minorAmount } from '../../fields.js';
import { LIMITS } from '../../constants.js';
import { CATALOGUE_MESSAGES as M } from '../messages.js';
import type { CatalogueVertical } from '../verticals.js';
import { catalogueStatusSchema, checkMrp, money, stock, uploadedImages } from './fields.js';
import { requestListQuerySchema } from './lists.js';
import {
  PRODUCT_MAX_IMAGES,
  masterProductBodySchema,
  masterProductSchema,
  masterProductUpdateBodySchema,
  productDescriptionShape,
} from './products.js';

/** A store asks for a product missing from the master catalogue (with its own price to sell it at). */
export function productRequestBodySchema(vertical: CatalogueVertical) {
  return masterProductBodySchema(vertical)
    .extend({
      storeId: idSchema.optional(),
      images: uploadedImages(PRODUCT_MAX_IMAGES).default([]),
      price: money,
      mrp: money.optional(),
      stock: stock.default(0),
    })
    .superRefine(checkMrp);
}
export function productRequestUpdateBodySchema(vertical: CatalogueVertical) {
  return masterProductUpdateBodySchema(vertical)
    .extend({
      images: uploadedImages(PRODUCT_MAX_IMAGES).optional(),
      price: money.optional(),
      mrp: money.optional(),
      stock: stock.optional(),
    })
    .superRefine(checkMrp);
}

export const productRequestSchema = z.object({
  _id: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  ...productDescriptionShape,
  price: minorAmount,
  mrp: minorAmount.nullable(),
  stock: z.number().int(),
  status: catalogueStatusSchema,
  reason: z.string().nullable(),
  masterProductId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductRequest = z.infer<typeof productRequestSchema>;
export const productRequestResponseSchema = z.object({ message: z.string(), request: productRequestSchema });

/** Operator's decision; a rejection needs a reason. */
export const rejectBodySchema = z.object({ reason: z.string().trim().min(1, M.reasonRequired).max(LIMITS.descriptionMax) });
export const adminRequestListQuerySchema = requestListQuerySchema.omit({ storeId: true });
export const masterProductResponseSchema = z.object({ message: z.string(), product: masterProductSchema });
export const masterProductDetailResponseSchema = z.object({ product: masterProductSchema });
