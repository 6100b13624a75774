import { z } from 'zod';
import { idSchema } from '../../common.js';
import { catalogueStatusSchema, catalogueVerticalSchema, name } from './fields.js';
import { paginatedSchema, paginationQuerySchema } from './lists.js';

export const lookupItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  vertical: catalogueVerticalSchema.nullable(),
  group: z.string().nullable(),
});
export type LookupItem = z.infer<typeof lookupItemSchema>;
export const lookupListResponseSchema = z.object({ items: z.array(lookupItemSchema) });
export const lookupQuerySchema = z.object({ vertical: catalogueVerticalSchema.optional() });
export const ecommerceDropdownResponseSchema = z.object({
  items: z.array(lookupItemSchema),
  groups: z.record(z.string(), z.array(lookupItemSchema)),
});

export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  vertical: catalogueVerticalSchema,
  level: z.number().int().min(1).max(3),
  parentId: z.string().nullable(),
  parentName: z.string().nullable(),
  status: catalogueStatusSchema,
  reason: z.string().nullable(),
  requestedByStoreId: z.string().nullable(),
  createdAt: z.string(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListResponseSchema = z.object({ items: z.array(categorySchema) });
export const categoryResponseSchema = z.object({ message: z.string(), category: categorySchema });

export const categoryLookupQuerySchema = z.object({ vertical: catalogueVerticalSchema });
export const subcategoryLookupQuerySchema = z.object({ categoryId: z.string().min(1) });
export const childCategoryLookupQuerySchema = z.object({ subcategoryId: z.string().min(1) });

/** Vendor's categories: the approved ones of its store's vertical plus its own requests; paged, sorted by name. */
export const vendorCategoryQuerySchema = paginationQuerySchema.extend({
  searchQuery: z.string().trim().max(100).optional().meta({ description: 'Part of the name, any case.' }),
  storeId: idSchema.optional(),
  vertical: catalogueVerticalSchema.optional(),
  status: catalogueStatusSchema.optional(),
  categoryId: idSchema.optional(),
});
export type VendorCategoryQuery = z.infer<typeof vendorCategoryQuerySchema>;
export const categoryPageResponseSchema = paginatedSchema(categorySchema);
export const addCategoryBodySchema = z.object({
  name,
  storeId: idSchema.optional(),
  vertical: catalogueVerticalSchema.optional(),
});
export const addSubcategoryBodySchema = z.object({ name, categoryId: idSchema, storeId: idSchema.optional() });
export const adminCategoryRequestQuerySchema = z.object({
  status: catalogueStatusSchema.default('pending'),
  vertical: catalogueVerticalSchema.optional(),
  level: z.coerce.number().int().min(1).max(3).optional(),
});

export const geoQuerySchema = { country: z.object({ countryId: z.string().min(1) }), state: z.object({ stateId: z.string().min(1) }) };

export const imageUploadResponseSchema = z.object({ message: z.string(), url: z.string() });
