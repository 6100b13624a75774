import { defineEndpoints } from '../http/endpoint.js';
import { STORE_ERRORS } from './endpoint-parts.js';
import { storeItemPageSchema } from './responses.js';
import { allProductsQuerySchema } from './schemas.js';

/** One view of every item of the vendor, across its stores and verticals (the Products screens). */
export const productEndpoints = defineEndpoints('catalogue.products', 'catalogue: products', {
  allMyProducts: {
    method: 'GET',
    path: '/vendor/products/get-all-my-products',
    access: 'vendor',
    summary: "Every item of the vendor's stores, across verticals (paginated, searchable, filterable, sortable)",
    description: "`vertical` and `storeId` narrow; a `storeId` that is not one of the vendor's stores answers 404.",
    query: allProductsQuerySchema,
    response: storeItemPageSchema,
    errors: STORE_ERRORS,
  },
});
