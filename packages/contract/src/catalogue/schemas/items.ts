import { z } from 'zod';
import { idSchema } from '../../common.js';
import { minorAmount } from '../../fields.js';
import { LIMITS } from '../../constants.js';
import { CATALOGUE_MESSAGES as M } from '../messages.js';
import { checkMrp, money, name, stock, stockStateSchema, uploadedImages } from './fields.js';
import { masterProductSchema } from './products.js';

/** A store item's own photos: only files uploaded with `uploadImage` (the server checks they are the store's). */
export const STORE_ITEM_MAX_IMAGES = 5;
const storeItemImages = uploadedImages(STORE_ITEM_MAX_IMAGES);

const itemFields = {
  price: money,
  mrp: money,
  discount: z.number({ error: M.discountRange }).min(0, M.discountRange).max(100, M.discountRange).default(0),
  stock,
  sku: z.string().trim().max(64).optional(),
  isAvailable: z.boolean().default(true),
  lowStockThreshold: z
    .number({ error: M.thresholdInteger })
    .int(M.thresholdInteger)
    .min(0, M.thresholdInteger)
    .max(1_000_000, M.thresholdInteger)
    .default(5),
  images: storeItemImages.default([]),
};

export const addItemBodySchema = z.object({ masterProductId: idSchema, storeId: idSchema.optional(), ...itemFields }).superRefine(checkMrp);
export type AddItemBody = z.infer<typeof addItemBodySchema>;
/** What a client sends (defaulted fields optional). */
export type AddItemInput = z.input<typeof addItemBodySchema>;

/** Any subset; MRP ≥ price is checked against the stored values too. sku null clears it. */
export const updateItemBodySchema = z
  .object({
    price: money.optional(),
    mrp: money.optional(),
    discount: itemFields.discount.unwrap().optional(),
    stock: stock.optional(),
    sku: z.string().trim().max(64).nullable().optional(),
    isAvailable: z.boolean().optional(),
    lowStockThreshold: itemFields.lowStockThreshold.unwrap().optional(),
    images: storeItemImages.optional(),
  })
  .superRefine(checkMrp);
export type UpdateItemBody = z.infer<typeof updateItemBodySchema>;

export const variationSchema = z.object({
  _id: z.string(),
  itemId: z.string(),
  name: z.string(),
  attributes: z.record(z.string(), z.string()),
  price: minorAmount,
  stock: z.number().int(),
  sku: z.string().nullable(),
});
export type Variation = z.infer<typeof variationSchema>;

export const storeItemSchema = z.object({
  _id: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  product: masterProductSchema,
  price: minorAmount,
  mrp: minorAmount,
  /** Percent (0..100, up to two decimals): not money. */
  discount: z.number(),
  stock: z.number().int(),
  sku: z.string().nullable(),
  isAvailable: z.boolean(),
  lowStockThreshold: z.number().int(),
  /** The item's own photos (the master product's are in `product.images`). */
  images: z.array(z.string()),
  stockState: stockStateSchema,
  variationCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StoreItem = z.infer<typeof storeItemSchema>;
export const storeItemDetailSchema = storeItemSchema.extend({ variations: z.array(variationSchema) });

export const itemResponseSchema = z.object({ message: z.string(), item: storeItemSchema });

export const variationBodySchema = z.object({
  name,
  attributes: z.record(z.string().max(50), z.string().max(LIMITS.textMax)).default({}),
  price: money,
  stock,
  sku: z.string().trim().max(64).optional(),
});
export const updateVariationBodySchema = variationBodySchema
  .extend({ attributes: z.record(z.string().max(50), z.string().max(LIMITS.textMax)), sku: z.string().trim().max(64).nullable() })
  .partial();
export const variationResponseSchema = z.object({ message: z.string(), variation: variationSchema });
export const variationsResponseSchema = z.object({ items: z.array(variationSchema) });
