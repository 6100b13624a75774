import { defineEndpoints } from '../http/endpoint.js';
import { OPERATOR_TAG, PRODUCT_REF_CODES, REVIEW_ERRORS } from './endpoint-parts.js';
import { perVertical } from './per-vertical.js';
import { masterSearchResponseSchema, productRequestPageSchema } from './responses.js';
import {
  adminRequestListQuerySchema,
  idParamsSchema,
  masterProductBodySchema,
  masterProductResponseSchema,
  masterProductUpdateBodySchema,
  masterSearchQuerySchema,
  productRequestResponseSchema,
  rejectBodySchema,
} from './schemas.js';
import { VERTICAL_CONFIG, type CatalogueVertical } from './verticals.js';

function build(vertical: CatalogueVertical) {
  const { label } = VERTICAL_CONFIG[vertical];
  const base = `/admin/catalogue/${vertical}`;
  const admin = (summary: string) => ({ access: 'admin', summary: `${label}: ${summary} (admin token)` }) as const;
  return defineEndpoints(`catalogue.${vertical}.operator`, OPERATOR_TAG, {
    requests: {
      method: 'GET',
      path: `${base}/product-requests`,
      ...admin('product requests of every store'),
      query: adminRequestListQuerySchema,
      response: productRequestPageSchema,
    },
    approveRequest: {
      method: 'POST',
      path: `${base}/product-requests/:id/approve`,
      ...admin('approve a pending product request: it joins the master catalogue and the requester list'),
      params: idParamsSchema,
      response: productRequestResponseSchema,
      errors: { ...REVIEW_ERRORS, 400: PRODUCT_REF_CODES },
    },
    rejectRequest: {
      method: 'POST',
      path: `${base}/product-requests/:id/reject`,
      ...admin('reject a pending product request with a reason'),
      params: idParamsSchema,
      body: rejectBodySchema,
      response: productRequestResponseSchema,
      errors: REVIEW_ERRORS,
    },
    masterList: {
      method: 'GET',
      path: `${base}/master-products`,
      ...admin('search the master catalogue'),
      query: masterSearchQuerySchema.omit({ storeId: true }),
      response: masterSearchResponseSchema,
    },
    createMaster: {
      method: 'POST',
      path: `${base}/master-products`,
      ...admin('add a product to the master catalogue'),
      body: masterProductBodySchema(vertical),
      status: 201,
      response: masterProductResponseSchema,
      errors: { 400: PRODUCT_REF_CODES },
    },
    updateMaster: {
      method: 'PUT',
      path: `${base}/master-products/:id`,
      ...admin('edit a master catalogue product'),
      params: idParamsSchema,
      body: masterProductUpdateBodySchema(vertical),
      response: masterProductResponseSchema,
      errors: { 400: PRODUCT_REF_CODES, 404: ['productNotFound'] },
    },
  });
}

const operator = perVertical(build);

/** The operator's side of a vertical (admin token): product request review and the master catalogue. The same objects on every call. */
export function operatorEndpoints(vertical: CatalogueVertical) {
  return operator(vertical);
}
export type OperatorEndpoints = ReturnType<typeof operatorEndpoints>;
