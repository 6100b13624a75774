import { z } from 'zod';
import { idSchema } from '../../common.js';
import { CATALOGUE_MESSAGES as M } from '../messages.js';
import { catalogueVerticalSchema, queryBoolean, stockStateSchema, catalogueStatusSchema } from './fields.js';

/** A list page's size: what the API accepts and the web's pager offers. */
export const PAGE_LIMITS = { default: 20, max: 100, choices: [10, 20, 50, 100] } as const;

/** page ≥ 1, limit 1..PAGE_LIMITS.max (default PAGE_LIMITS.default); query strings are coerced. */
export const paginationQuerySchema = z.object({
  page: z.coerce.number({ error: M.pageRange }).int(M.pageRange).min(1, M.pageRange).default(1),
  limit: z.coerce
    .number({ error: M.limitRange })
    .int(M.limitRange)
    .min(1, M.limitRange)
    .max(PAGE_LIMITS.max, M.limitRange)
    .default(PAGE_LIMITS.default),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

const searchQuery = z.string().trim().max(100).optional().meta({ description: 'Part of the product name, any case (trigram index).' });
const storeIdQuery = idSchema.optional().meta({ description: "One of the vendor's stores; default: its store of this vertical." });

export const MASTER_SORT_FIELDS = ['name', 'createdAt'] as const;
export const REQUEST_SORT_FIELDS = ['createdAt', 'updatedAt', 'name'] as const;

export const masterSearchQuerySchema = paginationQuerySchema.extend({
  searchQuery,
  sort: z.enum(MASTER_SORT_FIELDS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  categoryId: idSchema.optional(),
  subcategoryId: idSchema.optional(),
  childCategoryId: idSchema.optional(),
  brandId: idSchema.optional(),
  storeId: storeIdQuery,
});
export type MasterSearchQuery = z.infer<typeof masterSearchQuerySchema>;

export const MY_LIST_SORT_FIELDS = ['name', 'price', 'stock', 'createdAt', 'updatedAt'] as const;

export const myListQuerySchema = paginationQuerySchema.extend({
  searchQuery,
  categoryId: idSchema.optional(),
  brandId: idSchema.optional(),
  stockState: stockStateSchema.optional().meta({ description: 'in: above the low-stock threshold; low: 1..threshold; out: 0.' }),
  isAvailable: queryBoolean.optional(),
  sort: z.enum(MY_LIST_SORT_FIELDS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  storeId: storeIdQuery,
});
export type MyListQuery = z.infer<typeof myListQuerySchema>;

export const requestListQuerySchema = paginationQuerySchema.extend({
  searchQuery,
  status: catalogueStatusSchema.optional(),
  sort: z.enum(REQUEST_SORT_FIELDS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  storeId: storeIdQuery,
});
export type RequestListQuery = z.infer<typeof requestListQuerySchema>;

export const storeQuerySchema = z.object({ storeId: storeIdQuery });
export const idParamsSchema = z.object({ id: idSchema });
export const itemIdParamsSchema = z.object({ itemId: idSchema });

/** `{items, page, limit, total}` */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), page: z.number().int(), limit: z.number().int(), total: z.number().int() });
}
export interface Paginated<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
}

/**
 * A master catalogue search counts its matches up to MASTER_SEARCH_TOTAL_CAP: past it, `total` is
 * the cap and `totalCapped` is true ("1,000+"), and pages end there (refine the search instead).
 * Counting 12k trigram matches exactly cost ~15 ms a search; stopping at the cap, ~1.5 ms.
 */
export const MASTER_SEARCH_TOTAL_CAP = 1000;
export function masterSearchResultSchema<T extends z.ZodType>(item: T) {
  return paginatedSchema(item).extend({
    totalCapped: z.boolean().meta({ description: `true: more than ${MASTER_SEARCH_TOTAL_CAP} matches; total is the cap.` }),
  });
}
export interface MasterSearchResult<T> extends Paginated<T> {
  totalCapped: boolean;
}

/** Every item of the vendor, across its stores and verticals (the Products screens). */
export const allProductsQuerySchema = myListQuerySchema.extend({ vertical: catalogueVerticalSchema.optional() });
export type AllProductsQuery = z.infer<typeof allProductsQuerySchema>;
