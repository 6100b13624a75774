import {
  addCategoryBodySchema,
  allProductsQuerySchema,
  addItemBodySchema,
  addSubcategoryBodySchema,
  adminCategoryRequestQuerySchema,
  adminRequestListQuerySchema,
  apiErrorSchema,
  categoryListResponseSchema,
  categoryPageResponseSchema,
  categoryLookupQuerySchema,
  categoryResponseSchema,
  childCategoryLookupQuerySchema,
  csvImportReportSchema,
  MY_LIST_CSV_COLUMNS,
  MY_LIST_CSV_FIELD,
  myListExportQuerySchema,
  ecommerceDropdownResponseSchema,
  idParamsSchema,
  imageUploadResponseSchema,
  itemIdParamsSchema,
  itemResponseSchema,
  lookupListResponseSchema,
  lookupQuerySchema,
  masterProductBodySchema,
  masterProductDetailResponseSchema,
  masterProductResponseSchema,
  masterProductSchema,
  masterProductUpdateBodySchema,
  masterSearchQuerySchema,
  masterSearchResultSchema,
  messageResponseSchema,
  myListQuerySchema,
  namedItemSchema,
  paginatedSchema,
  productRequestBodySchema,
  productRequestResponseSchema,
  productRequestSchema,
  productRequestUpdateBodySchema,
  rejectBodySchema,
  requestListQuerySchema,
  serviceSchema,
  storeItemDetailSchema,
  storeItemSchema,
  storeQuerySchema,
  subcategoryLookupQuerySchema,
  updateItemBodySchema,
  updateVariationBodySchema,
  variationBodySchema,
  variationResponseSchema,
  variationsResponseSchema,
  vendorCategoryQuerySchema,
  type VerticalConfig,
} from '@dhub/contract';
import { z } from 'zod';

const security = [{ bearerAuth: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const OWN = "Acts on the vendor's store of this vertical (`storeId` picks one when it has several; 404 when it has none).";
const BY_ID = "Ids that are not the vendor's own answer 404.";

/** The route schemas of one vertical (validation + OpenAPI). */
export function verticalSchemas({ vertical, label }: VerticalConfig) {
  const tags = [`catalogue: ${vertical}`];
  const adminTags = ['catalogue: operator'];
  const vendor = (summary: string, description = OWN) => ({ tags, summary: `${label}: ${summary}`, description, security });
  const admin = (summary: string) => ({ tags: adminTags, summary: `${label}: ${summary} (admin token)`, security });
  return {
    masterSearch: {
      ...vendor('search the master catalogue'),
      querystring: masterSearchQuerySchema,
      response: { 200: masterSearchResultSchema(masterProductSchema), ...errors },
    },
    masterProduct: {
      ...vendor(
        "one master catalogue product, with `myItemId` (the store's item of it, or null)",
        `${OWN} An unknown id or a product of another vertical answers 404; a malformed id 400.`,
      ),
      params: idParamsSchema,
      querystring: storeQuerySchema,
      response: { 200: masterProductDetailResponseSchema, ...errors },
    },
    addToMyList: {
      ...vendor('add a master product to my list'),
      body: addItemBodySchema,
      response: { 201: itemResponseSchema, ...errors, 409: apiErrorSchema },
    },
    myList: {
      ...vendor('my list (paginated, searchable, filterable, sortable)'),
      querystring: myListQuerySchema,
      response: { 200: paginatedSchema(storeItemSchema), ...errors },
    },
    update: {
      ...vendor('update an item of my list', BY_ID),
      params: idParamsSchema,
      body: updateItemBodySchema,
      response: { 200: itemResponseSchema, ...errors, 409: apiErrorSchema },
    },
    delete: {
      ...vendor('remove an item from my list', BY_ID),
      params: idParamsSchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    restore: {
      ...vendor(
        'put back an item removed from my list (Undo)',
        'Same id, values and variations as before the delete, for 7 days after it. 404 for anything else; 409 when the product or its SKU is in the list again.',
      ),
      params: idParamsSchema,
      response: { 200: z.object({ message: z.string(), item: storeItemDetailSchema }), ...errors, 409: apiErrorSchema },
    },
    getById: {
      ...vendor('an item of my list with its variations', BY_ID),
      params: idParamsSchema,
      response: { 200: z.object({ item: storeItemDetailSchema }), ...errors },
    },
    requestProduct: {
      ...vendor('request a product missing from the master catalogue'),
      querystring: storeQuerySchema,
      body: productRequestBodySchema(vertical),
      response: { 201: productRequestResponseSchema, ...errors },
    },
    myRequests: {
      ...vendor('my product requests'),
      querystring: requestListQuerySchema,
      response: { 200: paginatedSchema(productRequestSchema), ...errors },
    },
    myRequest: {
      ...vendor('one of my product requests', BY_ID),
      params: idParamsSchema,
      response: { 200: z.object({ request: productRequestSchema }), ...errors },
    },
    updateRequest: {
      ...vendor('edit a pending product request (409 once reviewed)', BY_ID),
      params: idParamsSchema,
      body: productRequestUpdateBodySchema(vertical),
      response: { 200: productRequestResponseSchema, ...errors, 409: apiErrorSchema },
    },
    uploadImage: {
      ...vendor(
        'upload a product image (multipart field `image`: JPG, JPEG or PNG, at most 5 MB)',
        `${OWN} Answers the public URL to put in \`images\` of a product request. 413 too large, 415 not multipart.`,
      ),
      consumes: ['multipart/form-data'],
      querystring: storeQuerySchema,
      body: z.object({ image: z.string().meta({ format: 'binary' }) }),
      response: { 201: imageUploadResponseSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema },
    },
    addVariation: {
      ...vendor('add a variation to an item', BY_ID),
      params: itemIdParamsSchema,
      body: variationBodySchema,
      response: { 201: variationResponseSchema, ...errors },
    },
    listVariations: {
      ...vendor("an item's variations", BY_ID),
      params: itemIdParamsSchema,
      response: { 200: variationsResponseSchema, ...errors },
    },
    updateVariation: {
      ...vendor('update a variation', BY_ID),
      params: idParamsSchema,
      body: updateVariationBodySchema,
      response: { 200: variationResponseSchema, ...errors },
    },
    deleteVariation: {
      ...vendor('delete a variation', BY_ID),
      params: idParamsSchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    exportMyList: {
      ...vendor(
        'export my list as CSV (get-my-list filters and sort, every matching row)',
        `${OWN} 200 text/csv with a header row: ${MY_LIST_CSV_COLUMNS.join(', ')} (UTF-8; isAvailable true/false). ` +
          'Errors answer JSON `{message, errors?}` (400 bad query, 401, 403, 404).',
      ),
      produces: ['text/csv'],
      querystring: myListExportQuerySchema,
    },
    importMyList: {
      ...vendor(
        'update prices and stock of my list from a CSV file (all rows or nothing)',
        `${OWN} Multipart field \`${MY_LIST_CSV_FIELD}\`: one .csv file (UTF-8, at most 2 MB and 20,000 rows) in the ` +
          'export format; rows matched by itemId, else sku; price, mrp, stock, lowStockThreshold, isAvailable ' +
          'updated where the column is present and the cell not blank. 400 `{message, errors}` for a malformed ' +
          'file; 400 with the report (row numbers, nothing applied) when a row is invalid or not in the list.',
      ),
      consumes: ['multipart/form-data'],
      querystring: storeQuerySchema,
      body: z.object({ [MY_LIST_CSV_FIELD]: z.string().meta({ format: 'binary' }) }),
      response: {
        200: csvImportReportSchema,
        ...errors,
        400: z.union([csvImportReportSchema, apiErrorSchema]),
        413: apiErrorSchema,
        415: apiErrorSchema,
      },
    },
    adminRequests: {
      ...admin('product requests of every store'),
      querystring: adminRequestListQuerySchema,
      response: { 200: paginatedSchema(productRequestSchema), ...errors },
    },
    adminApprove: {
      ...admin('approve a pending product request: it joins the master catalogue and the requester list'),
      params: idParamsSchema,
      response: { 200: productRequestResponseSchema, ...errors, 409: apiErrorSchema },
    },
    adminReject: {
      ...admin('reject a pending product request with a reason'),
      params: idParamsSchema,
      body: rejectBodySchema,
      response: { 200: productRequestResponseSchema, ...errors, 409: apiErrorSchema },
    },
    adminMasterList: {
      ...admin('search the master catalogue'),
      querystring: masterSearchQuerySchema.omit({ storeId: true }),
      response: { 200: masterSearchResultSchema(masterProductSchema), ...errors },
    },
    adminCreateMaster: {
      ...admin('add a product to the master catalogue'),
      body: masterProductBodySchema(vertical),
      response: { 201: masterProductResponseSchema, ...errors },
    },
    adminUpdateMaster: {
      ...admin('edit a master catalogue product'),
      params: idParamsSchema,
      body: masterProductUpdateBodySchema(vertical),
      response: { 200: masterProductResponseSchema, ...errors },
    },
  };
}

export const allProductsSchema = {
  tags: ['catalogue: products'],
  summary: "Every item of the vendor's stores, across verticals (paginated, searchable, filterable, sortable)",
  description: "`vertical` and `storeId` narrow; a `storeId` that is not one of the vendor's stores answers 404.",
  security,
  querystring: allProductsQuerySchema,
  response: { 200: paginatedSchema(storeItemSchema), ...errors },
};

const lookupTags = ['catalogue: lookups'];
const UNKNOWN_IDS = 'No token. An unknown or malformed id gives an empty list; a missing id gives 400.';

export const lookupSchemas = {
  lookup: (summary: string) => ({
    tags: lookupTags,
    summary: `${summary} (no token; \`vertical\` adds that vertical's own to the shared ones)`,
    querystring: lookupQuerySchema,
    response: { 200: lookupListResponseSchema, 400: apiErrorSchema },
  }),
  ecommerceDropdown: {
    tags: lookupTags,
    summary: 'Ecommerce dropdown values (size, colour, material), flat and by group (no token)',
    querystring: lookupQuerySchema,
    response: { 200: ecommerceDropdownResponseSchema, 400: apiErrorSchema },
  },
  categories: {
    tags: lookupTags,
    summary: 'Approved categories of a vertical (no token)',
    querystring: categoryLookupQuerySchema,
    response: { 200: categoryListResponseSchema, 400: apiErrorSchema },
  },
  subcategories: {
    tags: lookupTags,
    summary: "A category's approved subcategories (no token)",
    description: UNKNOWN_IDS,
    querystring: subcategoryLookupQuerySchema,
    response: { 200: categoryListResponseSchema, 400: apiErrorSchema },
  },
  childCategories: {
    tags: lookupTags,
    summary: "A subcategory's child categories (no token)",
    description: UNKNOWN_IDS,
    querystring: childCategoryLookupQuerySchema,
    response: { 200: categoryListResponseSchema, 400: apiErrorSchema },
  },
  services: {
    tags: lookupTags,
    summary: 'Active services (no token)',
    response: { 200: z.object({ items: z.array(serviceSchema) }) },
  },
  countries: {
    tags: lookupTags,
    summary: 'Countries (no token)',
    response: { 200: z.object({ items: z.array(namedItemSchema) }) },
  },
  states: {
    tags: lookupTags,
    summary: "A country's states (no token)",
    description: UNKNOWN_IDS,
    querystring: z.object({ countryId: z.string().min(1) }),
    response: { 200: z.object({ items: z.array(namedItemSchema) }), 400: apiErrorSchema },
  },
  cities: {
    tags: lookupTags,
    summary: "A state's cities (no token)",
    description: UNKNOWN_IDS,
    querystring: z.object({ stateId: z.string().min(1) }),
    response: { 200: z.object({ items: z.array(namedItemSchema) }), 400: apiErrorSchema },
  },
};

const categoryTags = ['catalogue: categories'];
const STORE_SCOPE = "The vendor's store: `storeId`, else its store of `vertical`, else its first catalogue store (404 when none).";

export const categorySchemas = {
  list: (summary: string) => ({
    tags: categoryTags,
    summary,
    description: STORE_SCOPE,
    security,
    querystring: vendorCategoryQuerySchema,
    response: { 200: categoryPageResponseSchema, ...errors },
  }),
  addCategory: {
    tags: categoryTags,
    summary: 'Request a new category (pending until the operator reviews it)',
    description: STORE_SCOPE,
    security,
    body: addCategoryBodySchema,
    response: { 201: categoryResponseSchema, ...errors, 409: apiErrorSchema },
  },
  addSubcategory: {
    tags: categoryTags,
    summary: 'Request a new subcategory of an approved category',
    description: "The store: `storeId`, else the vendor's store of the category's vertical.",
    security,
    body: addSubcategoryBodySchema,
    response: { 201: categoryResponseSchema, ...errors, 409: apiErrorSchema },
  },
  adminRequests: {
    tags: ['catalogue: operator'],
    summary: 'Category and subcategory requests (admin token)',
    security,
    querystring: adminCategoryRequestQuerySchema,
    response: { 200: categoryListResponseSchema, ...errors },
  },
  adminApprove: {
    tags: ['catalogue: operator'],
    summary: 'Approve a pending category or subcategory request (admin token)',
    security,
    params: idParamsSchema,
    response: { 200: categoryResponseSchema, ...errors, 409: apiErrorSchema },
  },
  adminReject: {
    tags: ['catalogue: operator'],
    summary: 'Reject a pending category or subcategory request with a reason (admin token)',
    security,
    params: idParamsSchema,
    body: rejectBodySchema,
    response: { 200: categoryResponseSchema, ...errors, 409: apiErrorSchema },
  },
};
