import { bookingEndpoints, scheduleEndpoints, type EndpointInput } from '@dhub/contract';
import { queryKeys, useEndpointMutation, useEndpointQuery } from '../../api/queries';

export type BookingListInput = NonNullable<EndpointInput<typeof bookingEndpoints.list>['query']>;

/** Every bookings query: an action refreshes the list, the detail and the counts. */
export const bookingsKey = queryKeys.group('bookings');

/** The calendars of the stores (a reschedule takes a place in one slot and frees another). */
export const availabilityKey = queryKeys.endpoint(scheduleEndpoints.availability);

/** A page of the bookings; not asked for while `enabled` is false. */
export function useBookings(query: BookingListInput, enabled = true) {
  return useEndpointQuery(bookingEndpoints.list, { query }, { keepPrevious: true, enabled });
}

export function useBooking(id: string | null) {
  return useEndpointQuery(bookingEndpoints.detail, { params: { id: id ?? '' } }, { enabled: Boolean(id) });
}

export function useBookingAction() {
  return useEndpointMutation(bookingEndpoints.act, { invalidates: [bookingsKey, availabilityKey] });
}

/** A store's slots for `days` days from `from` (YYYY-MM-DD); not asked for without a date. */
export function useAvailability(storeId: string, from: string, days = 1) {
  return useEndpointQuery(scheduleEndpoints.availability, { params: { storeId }, query: { from, days } }, { enabled: Boolean(from) });
}
