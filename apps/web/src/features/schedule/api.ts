import { scheduleEndpoints } from '@dhub/contract';
import { queryKeys, useEndpointMutation, useEndpointQuery } from '../../api/queries';

/** Every change refreshes the schedule and its calendar (both are the server's). */
const invalidates = [queryKeys.group('schedule')];

export function useSchedule(storeId: string) {
  return useEndpointQuery(scheduleEndpoints.get, { params: { storeId } });
}

/** The calendar of `days` days from `from` (YYYY-MM-DD), keeping the shown days while the next ones load. */
export function useAvailability(storeId: string, from: string, days: number) {
  return useEndpointQuery(scheduleEndpoints.availability, { params: { storeId }, query: { from, days } }, { keepPrevious: true });
}

export function useSaveSchedule() {
  return useEndpointMutation(scheduleEndpoints.save, { invalidates });
}

export function useAddClosure() {
  return useEndpointMutation(scheduleEndpoints.addClosure, { invalidates });
}

export function useRemoveClosure() {
  return useEndpointMutation(scheduleEndpoints.removeClosure, { invalidates });
}
