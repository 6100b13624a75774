import { messageResponseSchema } from '../common.js';
import { defineEndpoints } from '../http/endpoint.js';
import {
  addCouponSchema,
  couponIdParamsSchema,
  couponListQuerySchema,
  couponPageSchema,
  couponSchema,
  editCouponSchema,
} from './schemas.js';

const saved = messageResponseSchema.extend({ coupon: couponSchema });

/** The vendor's coupons (the spec's service-provider paths): applied when customers order from its stores. */
export const couponEndpoints = defineEndpoints('coupons', 'coupons', {
  list: {
    method: 'GET',
    path: '/service-provider/coupon/getallcoupons',
    access: 'vendor',
    summary: "The coupons of the vendor's stores, newest first, with their state now and how often they were used",
    query: couponListQuerySchema,
    response: couponPageSchema,
  },
  add: {
    method: 'POST',
    path: '/service-provider/coupon/addcoupon',
    access: 'vendor',
    summary: 'A new coupon of one of the stores; its code is unique in the store whatever the case',
    body: addCouponSchema,
    status: 201,
    response: saved,
    errors: { 404: ['shopNotFound'], 409: ['couponCodeTaken'] },
  },
  edit: {
    method: 'PUT',
    path: '/service-provider/coupon/editcoupon/:id',
    access: 'vendor',
    summary: "Replace a coupon's terms (its uses so far stay counted)",
    params: couponIdParamsSchema,
    body: editCouponSchema,
    response: saved,
    errors: { 404: ['couponNotFound'], 409: ['couponCodeTaken'] },
  },
  remove: {
    method: 'DELETE',
    path: '/service-provider/coupon/deletecoupon/:id',
    access: 'vendor',
    summary: 'Delete a coupon no order used (a used one is switched off instead)',
    params: couponIdParamsSchema,
    response: messageResponseSchema,
    errors: { 404: ['couponNotFound'], 409: ['couponInUse'] },
  },
});
