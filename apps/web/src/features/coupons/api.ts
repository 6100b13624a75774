import { couponEndpoints, type EndpointInput } from '@dhub/contract';
import { queryKeys, useEndpointMutation, useEndpointQuery } from '../../api/queries';

export type CouponListInput = NonNullable<EndpointInput<typeof couponEndpoints.list>['query']>;

export function useCoupons(query: CouponListInput) {
  return useEndpointQuery(couponEndpoints.list, { query }, { keepPrevious: true });
}

/** Every change refreshes the coupon lists (a coupon's state is the server's). */
const invalidates = [queryKeys.group('coupons')];

export function useAddCoupon() {
  return useEndpointMutation(couponEndpoints.add, { invalidates });
}

export function useEditCoupon() {
  return useEndpointMutation(couponEndpoints.edit, { invalidates });
}

export function useRemoveCoupon() {
  return useEndpointMutation(couponEndpoints.remove, { invalidates });
}
