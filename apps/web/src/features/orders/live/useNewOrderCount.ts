import { orderEndpoints, type OrderPage } from '@dhub/contract';
import { useEndpointQuery } from '../../../api/queries';

/**
 * How many orders wait to be accepted, in all the vendor's stores: read again with every order
 * event, and just after the oldest one's acceptance time, when reading it makes the server reject
 * it (nothing else would tell an idle screen).
 */
export function useNewOrderCount(): number | undefined {
  return useEndpointQuery(
    orderEndpoints.list,
    { query: { tab: 'new', order: 'asc', limit: 1 } },
    {
      select: (page) => page.counts.new,
      refetchInterval: (query) => {
        const oldest = (query.state.data as OrderPage | undefined)?.items[0];
        return oldest ? Math.max(1000, Date.parse(oldest.acceptBy) - Date.now() + 1000) : false;
      },
    },
  ).data;
}
