import { z } from 'zod';
import { messageResponseSchema } from '../common.js';
import { IMAGE_EXTENSIONS, LIMITS } from '../constants.js';
import { defineEndpoints } from '../http/endpoint.js';
import { csvImportReportSchema, MY_LIST_CSV_COLUMNS, MY_LIST_CSV_FIELD, MY_LIST_CSV_LIMITS, myListExportQuerySchema } from './csv.js';
import { BY_ID, ITEM_ERRORS, OWN, PRODUCT_REF_CODES, STORE_ERRORS } from './endpoint-parts.js';
import { perVertical } from './per-vertical.js';
import {
  itemDetailResponseSchema,
  itemRestoredResponseSchema,
  masterSearchResponseSchema,
  productRequestDetailResponseSchema,
  productRequestPageSchema,
  storeItemPageSchema,
} from './responses.js';
import {
  addItemBodySchema,
  idParamsSchema,
  imageUploadResponseSchema,
  itemResponseSchema,
  masterProductDetailResponseSchema,
  masterSearchQuerySchema,
  myListQuerySchema,
  productRequestBodySchema,
  productRequestResponseSchema,
  productRequestUpdateBodySchema,
  requestListQuerySchema,
  storeQuerySchema,
  updateItemBodySchema,
} from './schemas.js';
import { VERTICAL_CONFIG, type CatalogueVertical } from './verticals.js';

const ITEM_BODY_CODES = ['mrpBelowPrice', 'imageNotUploaded'] as const;

function build(vertical: CatalogueVertical) {
  const { base, masterSearch, label } = VERTICAL_CONFIG[vertical];
  const vendor = (summary: string, description = OWN) => ({ access: 'vendor', summary: `${label}: ${summary}`, description }) as const;
  const myList = {
    method: 'GET',
    path: `${base}/get-my-list`,
    ...vendor('my list (paginated, searchable, filterable, sortable)'),
    query: myListQuerySchema,
    response: storeItemPageSchema,
    errors: STORE_ERRORS,
  } as const;
  return defineEndpoints(`catalogue.${vertical}`, `catalogue: ${vertical}`, {
    masterSearch: {
      method: 'GET',
      path: `${base}/${masterSearch}`,
      ...vendor('search the master catalogue'),
      query: masterSearchQuerySchema,
      response: masterSearchResponseSchema,
      errors: STORE_ERRORS,
    },
    masterProduct: {
      method: 'GET',
      path: `${base}/${masterSearch}/:id`,
      ...vendor(
        "one master catalogue product, with `myItemId` (the store's item of it, or null)",
        `${OWN} An unknown id or a product of another vertical answers 404; a malformed id 400.`,
      ),
      params: idParamsSchema,
      query: storeQuerySchema,
      response: masterProductDetailResponseSchema,
      errors: { ...STORE_ERRORS, 404: ['storeNotFound', 'productNotFound'] },
    },
    addToMyList: {
      method: 'POST',
      path: `${base}/add-to-my-list`,
      ...vendor('add a master product to my list'),
      body: addItemBodySchema,
      status: 201,
      response: itemResponseSchema,
      errors: {
        ...STORE_ERRORS,
        400: ITEM_BODY_CODES,
        404: ['storeNotFound', 'productNotFound'],
        409: ['alreadyInList', 'skuTaken', 'listingLimitReached'],
      },
    },
    myList,
    /** The spec's "get-my-list/added" name for the same list. */
    myListAdded: { ...myList, path: `${base}/get-my-list/added` },
    update: {
      method: 'PUT',
      path: `${base}/update/:id`,
      ...vendor('update an item of my list', BY_ID),
      params: idParamsSchema,
      body: updateItemBodySchema,
      response: itemResponseSchema,
      errors: { ...ITEM_ERRORS, 400: ITEM_BODY_CODES, 409: ['alreadyInList', 'skuTaken'] },
    },
    delete: {
      method: 'DELETE',
      path: `${base}/delete/:id`,
      ...vendor('remove an item from my list', BY_ID),
      params: idParamsSchema,
      response: messageResponseSchema,
      errors: ITEM_ERRORS,
    },
    getById: {
      method: 'GET',
      path: `${base}/get-by-id/:id`,
      ...vendor('an item of my list with its variations', BY_ID),
      params: idParamsSchema,
      response: itemDetailResponseSchema,
      errors: ITEM_ERRORS,
    },
    restore: {
      method: 'POST',
      path: `${base}/restore/:id`,
      ...vendor(
        'put back an item removed from my list (Undo)',
        'Same id, values and variations as before the delete, for 7 days after it. 404 for anything else; 409 when the product or its SKU is in the list again.',
      ),
      params: idParamsSchema,
      response: itemRestoredResponseSchema,
      errors: { 404: ['restoreNotFound'], 403: ['storeNotActive'], 409: ['restoreProductTaken', 'restoreSkuTaken', 'listingLimitReached'] },
    },
    requestProduct: {
      method: 'POST',
      path: `${base}/request-product`,
      ...vendor('request a product missing from the master catalogue'),
      query: storeQuerySchema,
      body: productRequestBodySchema(vertical),
      status: 201,
      response: productRequestResponseSchema,
      errors: { ...STORE_ERRORS, 400: [...PRODUCT_REF_CODES, 'imageNotUploaded'] },
    },
    myRequests: {
      method: 'GET',
      path: `${base}/my-requested`,
      ...vendor('my product requests'),
      query: requestListQuerySchema,
      response: productRequestPageSchema,
      errors: STORE_ERRORS,
    },
    myRequest: {
      method: 'GET',
      path: `${base}/my-requested/:id`,
      ...vendor('one of my product requests', BY_ID),
      params: idParamsSchema,
      response: productRequestDetailResponseSchema,
      errors: { 404: ['requestNotFound'], 403: ['storeNotActive'] },
    },
    updateRequest: {
      method: 'PUT',
      path: `${base}/update-request/:id`,
      ...vendor('edit a pending product request, or a rejected one (then sent again for review); 409 once approved', BY_ID),
      params: idParamsSchema,
      body: productRequestUpdateBodySchema(vertical),
      response: productRequestResponseSchema,
      errors: {
        400: ['mrpBelowPrice', 'imageNotUploaded', ...PRODUCT_REF_CODES],
        404: ['requestNotFound'],
        403: ['storeNotActive'],
        409: ['requestNotPending'],
      },
    },
    uploadImage: {
      method: 'POST',
      path: `${base}/upload-image`,
      ...vendor(
        'upload a product image (multipart field `image`: JPG, JPEG or PNG, at most 5 MB)',
        `${OWN} Answers the public URL to put in \`images\` of an item or a product request. 409 when the store holds its most photos (UPLOAD_LIMITS; photos nothing uses go after a day), 413 too large, 415 not multipart.`,
      ),
      query: storeQuerySchema,
      multipart: {
        fields: z.object({}),
        files: [{ name: 'image', extensions: IMAGE_EXTENSIONS, maxCount: 1, maxBytes: LIMITS.fileMaxBytes, required: true }],
      },
      status: 201,
      response: imageUploadResponseSchema,
      errors: {
        ...STORE_ERRORS,
        400: ['oneImage', 'imagesOnly', 'fileContentMismatch'],
        409: ['uploadQuotaReached'],
        413: ['fileTooLarge'],
      },
    },
    exportMyList: {
      method: 'GET',
      path: `${base}/export-my-list`,
      ...vendor(
        'export my list as CSV (get-my-list filters and sort, every matching row)',
        `${OWN} 200 text/csv with a header row: ${MY_LIST_CSV_COLUMNS.join(', ')} (UTF-8; price and mrp in rupees with two ` +
          'decimals, e.g. 151.50; isAvailable true/false). ' +
          'Errors answer JSON `{code, message, errors?}` (400 bad query, 401, 403, 404).',
      ),
      query: myListExportQuerySchema,
      response: z.string(),
      produces: 'text/csv',
      errors: STORE_ERRORS,
    },
    importMyList: {
      method: 'POST',
      path: `${base}/import-my-list`,
      ...vendor(
        'update prices and stock of my list from a CSV file (all rows or nothing)',
        `${OWN} Multipart field \`${MY_LIST_CSV_FIELD}\`: one .csv file (UTF-8, at most 2 MB and 20,000 rows) in the ` +
          'export format; rows matched by itemId, else sku; price, mrp, stock, lowStockThreshold, isAvailable ' +
          'updated where the column is present and the cell not blank (price and mrp in rupees, at most two decimals). 400 `{code, message, errors}` for a malformed ' +
          'file; 400 with the report (row numbers, nothing applied) when a row is invalid or not in the list.',
      ),
      query: storeQuerySchema,
      multipart: {
        fields: z.object({}),
        files: [{ name: MY_LIST_CSV_FIELD, extensions: ['csv'], maxCount: 1, maxBytes: MY_LIST_CSV_LIMITS.maxBytes, required: true }],
      },
      response: csvImportReportSchema,
      otherResponses: { 400: csvImportReportSchema },
      errors: {
        ...STORE_ERRORS,
        400: [
          'oneCsvFile',
          'csvEncoding',
          'csvMalformed',
          'csvEmpty',
          'csvTooManyRows',
          'csvMissingKeyColumn',
          'csvMissingValueColumn',
          'csvUnknownColumn',
          'csvDuplicateColumn',
        ],
        413: ['csvTooLarge'],
      },
    },
  });
}

/**
 * A vertical's vendor endpoints (spec §7 names, typos kept): master search, my list and its CSV,
 * product requests and image upload. The same objects on every call.
 */
const vendorEndpoints = perVertical(build);
export function catalogueEndpoints(vertical: CatalogueVertical) {
  return vendorEndpoints(vertical);
}
export type CatalogueEndpoints = ReturnType<typeof catalogueEndpoints>;
