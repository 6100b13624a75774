import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@dhub/contract';
import { serverMessageOr } from '../../api/ApiError';
import { toast } from '../../lib/toast';
import { fetchCities, fetchCountries, fetchServices, fetchStates } from './api';

const LOOKUP_STALE_MS = 10 * 60_000;

/** Toasts a lookup failure: the server's message, else the spec's fallback (§8). */
function useErrorToast(error: unknown, fallback: string) {
  useEffect(() => {
    if (error) toast.error(serverMessageOr(error, fallback));
  }, [error, fallback]);
}

export function useServices() {
  const query = useQuery({
    queryKey: ['lookups', 'services'],
    queryFn: ({ signal }) => fetchServices(signal),
    staleTime: LOOKUP_STALE_MS,
  });
  useErrorToast(query.error, MESSAGES.fetchDataFailed);
  return query;
}

export function useCountries() {
  const query = useQuery({
    queryKey: ['lookups', 'countries'],
    queryFn: ({ signal }) => fetchCountries(signal),
    staleTime: LOOKUP_STALE_MS,
  });
  useErrorToast(query.error, MESSAGES.fetchDataFailed);
  return query;
}

export function useStates(countryId: string) {
  const query = useQuery({
    queryKey: ['lookups', 'states', countryId],
    queryFn: ({ signal }) => fetchStates(countryId, signal),
    enabled: Boolean(countryId),
    staleTime: LOOKUP_STALE_MS,
  });
  useErrorToast(query.error, MESSAGES.fetchStatesFailed);
  return query;
}

export function useCities(stateId: string) {
  const query = useQuery({
    queryKey: ['lookups', 'cities', stateId],
    queryFn: ({ signal }) => fetchCities(stateId, signal),
    enabled: Boolean(stateId),
    staleTime: LOOKUP_STALE_MS,
  });
  useErrorToast(query.error, MESSAGES.fetchCitiesFailed);
  return query;
}
