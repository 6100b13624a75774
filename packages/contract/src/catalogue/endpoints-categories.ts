import { defineEndpoints } from '../http/endpoint.js';
import { OPERATOR_TAG, REVIEW_ERRORS, STORE_ERRORS } from './endpoint-parts.js';
import {
  addCategoryBodySchema,
  addSubcategoryBodySchema,
  adminCategoryRequestQuerySchema,
  categoryListResponseSchema,
  categoryPageResponseSchema,
  categoryResponseSchema,
  idParamsSchema,
  rejectBodySchema,
  vendorCategoryQuerySchema,
} from './schemas.js';

const STORE_SCOPE = "The vendor's store: `storeId`, else its store of `vertical`, else its first catalogue store (404 when none).";

/** A page of the store's categories (level 1) or subcategories (level 2): approved ones and its requests. */
const list = (path: string, summary: string) =>
  ({
    method: 'GET',
    path,
    access: 'vendor',
    summary,
    description: STORE_SCOPE,
    query: vendorCategoryQuerySchema,
    response: categoryPageResponseSchema,
    errors: STORE_ERRORS,
  }) as const;

/** The vendor's categories and subcategories (with its requests) and the operator's review. */
export const categoryEndpoints = defineEndpoints('catalogue.categories', 'catalogue: categories', {
  categories: list('/vendor/category/getallcategorys', 'Approved categories and my category requests'),
  rejectedCategories: list('/vendor/category/getall-rejected-categorys', 'My rejected category requests'),
  subcategories: list(
    '/vendor/subcategory/getallsubcategorys',
    'Approved subcategories and my subcategory requests (`categoryId` narrows)',
  ),
  rejectedSubcategories: list('/vendor/subcategory/get-rejected-subcategorys', 'My rejected subcategory requests'),
  addCategory: {
    method: 'POST',
    path: '/vendor/category/addcategory',
    access: 'vendor',
    summary: 'Request a new category (pending until the operator reviews it)',
    description: STORE_SCOPE,
    body: addCategoryBodySchema,
    status: 201,
    response: categoryResponseSchema,
    errors: { ...STORE_ERRORS, 409: ['categoryExists'] },
  },
  addSubcategory: {
    method: 'POST',
    path: '/vendor/subcategory/addsubcategory',
    access: 'vendor',
    summary: 'Request a new subcategory of an approved category',
    description: "The store: `storeId`, else the vendor's store of the category's vertical.",
    body: addSubcategoryBodySchema,
    status: 201,
    response: categoryResponseSchema,
    errors: { ...STORE_ERRORS, 400: ['unknownCategory'], 409: ['categoryExists'] },
  },
  adminRequests: {
    method: 'GET',
    path: '/admin/catalogue/category-requests',
    access: 'admin',
    tags: [OPERATOR_TAG],
    summary: 'Category and subcategory requests (admin token)',
    query: adminCategoryRequestQuerySchema,
    response: categoryListResponseSchema,
  },
  adminApprove: {
    method: 'POST',
    path: '/admin/catalogue/category-requests/:id/approve',
    access: 'admin',
    tags: [OPERATOR_TAG],
    summary: 'Approve a pending category or subcategory request (admin token)',
    params: idParamsSchema,
    response: categoryResponseSchema,
    errors: REVIEW_ERRORS,
  },
  adminReject: {
    method: 'POST',
    path: '/admin/catalogue/category-requests/:id/reject',
    access: 'admin',
    tags: [OPERATOR_TAG],
    summary: 'Reject a pending category or subcategory request with a reason (admin token)',
    params: idParamsSchema,
    body: rejectBodySchema,
    response: categoryResponseSchema,
    errors: REVIEW_ERRORS,
  },
});
