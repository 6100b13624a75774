import { orderEndpoints, type EndpointInput } from '@dhub/contract';
import { queryKeys, useEndpointMutation, useEndpointQuery } from '../../api/queries';

export type OrderListInput = NonNullable<EndpointInput<typeof orderEndpoints.list>['query']>;

/** Every orders query: an action refreshes the inbox and the detail. */
const ordersKey = queryKeys.group('orders');

/** A page of the inbox, asked for again every `refreshMs` while it is shown. */
export function useOrders(query: OrderListInput, refreshMs?: number) {
  return useEndpointQuery(orderEndpoints.list, { query }, { keepPrevious: true, refetchInterval: refreshMs });
}

export function useOrder(id: string | null) {
  return useEndpointQuery(orderEndpoints.detail, { params: { id: id ?? '' } }, { enabled: Boolean(id) });
}

export function useOrderAction() {
  return useEndpointMutation(orderEndpoints.act, { invalidates: [ordersKey] });
}
