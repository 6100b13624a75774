import { z } from 'zod';
import { idSchema } from '../common.js';
import { API_PREFIX, LIMITS } from '../constants.js';
import { CATALOGUE_MESSAGES as M } from './messages.js';
import { CATALOGUE_STATUSES, CATALOGUE_VERTICALS, ECOMMERCE_ATTRIBUTE_GROUPS, STOCK_STATES, type CatalogueVertical } from './verticals.js';

export const catalogueVerticalSchema = z.enum(CATALOGUE_VERTICALS);
export const catalogueStatusSchema = z.enum(CATALOGUE_STATUSES);
export const stockStateSchema = z.enum(STOCK_STATES);

const name = z.string().trim().min(1, M.nameRequired).max(LIMITS.textMax);
const optionalText = z.string().trim().max(LIMITS.textMax).optional();
const description = z.string().trim().max(LIMITS.descriptionMax).optional();
const money = z.number({ error: M.priceRange }).min(0, M.priceRange).max(10_000_000, M.priceRange);
const stock = z.number({ error: M.stockInteger }).int(M.stockInteger).min(0, M.stockInteger).max(10_000_000, M.stockInteger);
const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

// ---------- Lists ----------

/** page ≥ 1, limit 1..100 (default 20); query strings are coerced. */
export const paginationQuerySchema = z.object({
  page: z.coerce.number({ error: M.pageRange }).int(M.pageRange).min(1, M.pageRange).default(1),
  limit: z.coerce.number({ error: M.limitRange }).int(M.limitRange).min(1, M.limitRange).max(100, M.limitRange).default(20),
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

// ---------- Vertical attributes ----------

export const groceryAttributesSchema = z.object({ weightId: idSchema.optional() });
export const foodAttributesSchema = z.object({
  cuisineTypeId: idSchema.optional(),
  flavourId: idSchema.optional(),
  veg: z.boolean().default(true),
});
export const shoppingAttributesSchema = z.object({
  /** Ecommerce dropdown values (sizes, colours…) the product comes in. */
  attributeIds: z.array(idSchema).max(50).default([]),
});
export const medicineAttributesSchema = z.object({
  drugTypeId: idSchema.optional(),
  medicineFormId: idSchema.optional(),
  therapeuticClassId: idSchema.optional(),
  packingTypeId: idSchema.optional(),
  prescriptionRequired: z.boolean().default(false),
  composition: optionalText,
  manufacturer: optionalText,
});

export const VERTICAL_ATTRIBUTE_SCHEMAS = {
  grocery: groceryAttributesSchema,
  food: foodAttributesSchema,
  shopping: shoppingAttributesSchema,
  medicine: medicineAttributesSchema,
} as const;

/** Every attribute key of any vertical (the stored jsonb), all optional. */
export const productAttributesSchema = z.object({
  weightId: idSchema.optional(),
  cuisineTypeId: idSchema.optional(),
  flavourId: idSchema.optional(),
  veg: z.boolean().optional(),
  attributeIds: z.array(idSchema).optional(),
  drugTypeId: idSchema.optional(),
  medicineFormId: idSchema.optional(),
  therapeuticClassId: idSchema.optional(),
  packingTypeId: idSchema.optional(),
  prescriptionRequired: z.boolean().optional(),
  composition: z.string().optional(),
  manufacturer: z.string().optional(),
});
export type ProductAttributes = z.infer<typeof productAttributesSchema>;

/** Attribute keys that are lookup ids, with the lookup type they must point at. */
export const ATTRIBUTE_LOOKUP_TYPES = {
  weightId: 'weight',
  cuisineTypeId: 'cuisine_type',
  flavourId: 'flavour',
  drugTypeId: 'drug_type',
  medicineFormId: 'medicine_form',
  therapeuticClassId: 'therapeutic_class',
  packingTypeId: 'packing_type',
} as const;

// ---------- Master products ----------

/** An uploaded image (`<API_PREFIX>/media/...`, see `uploadImage`) or an http(s) URL. */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(500, M.invalidImageUrl)
  .refine((value) => value.startsWith(`${API_PREFIX}/media/`) || /^https?:\/\/[^\s]+$/i.test(value), M.invalidImageUrl);

/** A store item's own photos: only files uploaded with `uploadImage` (the server checks they are the store's). */
export const STORE_ITEM_MAX_IMAGES = 5;
const storeItemImages = z
  .array(z.string().trim().max(500, M.imageNotUploaded).startsWith(`${API_PREFIX}/media/`, M.imageNotUploaded))
  .max(STORE_ITEM_MAX_IMAGES, M.tooManyImages);

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
const productDescriptionShape = {
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

// ---------- Store items ("my list") ----------

function checkMrp(value: { price?: number; mrp?: number }, ctx: z.RefinementCtx) {
  if (value.price !== undefined && value.mrp !== undefined && value.mrp < value.price) {
    ctx.addIssue({ code: 'custom', path: ['mrp'], message: M.mrpBelowPrice });
  }
}

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
  price: z.number(),
  stock: z.number().int(),
  sku: z.string().nullable(),
});
export type Variation = z.infer<typeof variationSchema>;

export const storeItemSchema = z.object({
  _id: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  product: masterProductSchema,
  price: z.number(),
  mrp: z.number(),
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

// ---------- Product requests ----------

/** A store asks for a product missing from the master catalogue (with its own price to sell it at). */
export function productRequestBodySchema(vertical: CatalogueVertical) {
  return masterProductBodySchema(vertical)
    .extend({
      storeId: idSchema.optional(),
      price: money,
      mrp: money.optional(),
      stock: stock.default(0),
    })
    .superRefine(checkMrp);
}
export function productRequestUpdateBodySchema(vertical: CatalogueVertical) {
  return masterProductUpdateBodySchema(vertical)
    .extend({ price: money.optional(), mrp: money.optional(), stock: stock.optional() })
    .superRefine(checkMrp);
}

export const productRequestSchema = z.object({
  _id: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  ...productDescriptionShape,
  price: z.number(),
  mrp: z.number().nullable(),
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

// ---------- Lookups and categories ----------

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
export { ECOMMERCE_ATTRIBUTE_GROUPS };

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

/** Every item of the vendor, across its stores and verticals (the Products screens). */
export const allProductsQuerySchema = myListQuerySchema.extend({ vertical: catalogueVerticalSchema.optional() });
export type AllProductsQuery = z.infer<typeof allProductsQuerySchema>;
