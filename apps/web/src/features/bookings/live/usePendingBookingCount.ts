import { bookingEndpoints, type BookingPage } from '@dhub/contract';
import { useEndpointQuery } from '../../../api/queries';

/**
 * How many bookings wait to be confirmed, in all the vendor's stores: read again with every booking
 * event (the live stream invalidates the bookings' queries), and just after the soonest one's start,
 * when reading it makes the server cancel it (nothing else would tell an idle screen).
 */
export function usePendingBookingCount(): number | undefined {
  return useEndpointQuery(
    bookingEndpoints.list,
    { query: { status: 'pending', order: 'asc', limit: 1 } },
    {
      select: (page) => page.total,
      refetchInterval: (query) => {
        const soonest = (query.state.data as BookingPage | undefined)?.items[0];
        return soonest ? Math.max(1000, Date.parse(soonest.startsAt) - Date.now() + 1000) : false;
      },
    },
  ).data;
}
