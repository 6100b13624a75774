import { z } from 'zod';
import type {
  categoryPageResponseSchema,
  categoryResponseSchema,
  imageUploadResponseSchema,
  itemResponseSchema,
  masterProductResponseSchema,
  productRequestResponseSchema,
  variationResponseSchema,
  variationsResponseSchema,
} from './schemas.js';
import {
  masterProductSchema,
  masterSearchResultSchema,
  paginatedSchema,
  productRequestSchema,
  storeItemDetailSchema,
  storeItemSchema,
} from './schemas.js';

/** The success bodies of the catalogue endpoints that the item and request schemas do not name yet. */
export type StoreItemDetail = z.infer<typeof storeItemDetailSchema>;

export const masterSearchResponseSchema = masterSearchResultSchema(masterProductSchema);
export const storeItemPageSchema = paginatedSchema(storeItemSchema);
export const productRequestPageSchema = paginatedSchema(productRequestSchema);
export const itemDetailResponseSchema = z.object({ item: storeItemDetailSchema });
export const itemRestoredResponseSchema = z.object({ message: z.string(), item: storeItemDetailSchema });
export const productRequestDetailResponseSchema = z.object({ request: productRequestSchema });

export type ItemResponse = z.infer<typeof itemResponseSchema>;
export type ItemDetailResponse = z.infer<typeof itemDetailResponseSchema>;
export type ItemRestoredResponse = z.infer<typeof itemRestoredResponseSchema>;
export type VariationResponse = z.infer<typeof variationResponseSchema>;
export type VariationsResponse = z.infer<typeof variationsResponseSchema>;
export type ProductRequestResponse = z.infer<typeof productRequestResponseSchema>;
export type ProductRequestDetailResponse = z.infer<typeof productRequestDetailResponseSchema>;
export type MasterProductResponse = z.infer<typeof masterProductResponseSchema>;
export type ImageUploadResponse = z.infer<typeof imageUploadResponseSchema>;
export type CategoryResponse = z.infer<typeof categoryResponseSchema>;
export type CategoryPage = z.infer<typeof categoryPageResponseSchema>;
