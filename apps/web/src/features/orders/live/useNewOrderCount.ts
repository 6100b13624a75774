import { orderEndpoints } from '@dhub/contract';
import { useEndpointQuery } from '../../../api/queries';

/** How many orders wait to be accepted, in all the vendor's stores (refreshed with every order event). */
export function useNewOrderCount(): number | undefined {
  return useEndpointQuery(orderEndpoints.list, { query: { tab: 'new', limit: 1 } }, { select: (page) => page.counts.new }).data;
}
