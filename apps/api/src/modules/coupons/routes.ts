import { couponEndpoints } from '@dhub/contract';
import { ownStoreIds } from '../../access/actor.js';
import { featureRoutes } from '../../http/route.js';
import { addCoupon, editCoupon, listCoupons, removeCoupon } from './coupon-service.js';

export const couponRoutes = featureRoutes((route, { db }) => {
  route(couponEndpoints.list, ({ actor, query }) => listCoupons(db, ownStoreIds(actor, query.storeId), query));
  route(couponEndpoints.add, ({ actor, body }) => addCoupon(db, ownStoreIds(actor), body));
  route(couponEndpoints.edit, ({ actor, params, body }) => editCoupon(db, ownStoreIds(actor), params.id, body));
  route(couponEndpoints.remove, ({ actor, params }) => removeCoupon(db, ownStoreIds(actor), params.id));
});
