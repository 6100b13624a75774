import { orderEndpoints, type EndpointInput } from '@dhub/contract';
import { queryKeys, useEndpointMutation, useEndpointQuery } from '../../api/queries';

export type OrderListInput = NonNullable<EndpointInput<typeof orderEndpoints.list>['query']>;

/** Every orders query: an action or an order event refreshes the inbox, the detail and the counts. */
export const ordersKey = queryKeys.group('orders');

/** A page of the inbox (read again on every order event: live/OrdersLive.tsx); not asked for while `enabled` is false. */
export function useOrders(query: OrderListInput, enabled = true) {
  return useEndpointQuery(orderEndpoints.list, { query }, { keepPrevious: true, enabled });
}

export function useOrder(id: string | null) {
  return useEndpointQuery(orderEndpoints.detail, { params: { id: id ?? '' } }, { enabled: Boolean(id) });
}

export function useOrderAction() {
  return useEndpointMutation(orderEndpoints.act, { invalidates: [ordersKey] });
}
