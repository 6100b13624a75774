import { useEffect } from 'react';
import { lookupEndpoints, type MessageCode } from '@dhub/contract';
import { useEndpointQuery } from '../../api/queries';
import { errorText } from '../../i18n/errorText';
import { toast } from '../../lib/toast';

const LOOKUP_STALE_MS = 10 * 60_000;

/** Toasts a lookup failure: the server's message, else the spec's fallback (§8). */
function useErrorToast(error: unknown, fallback: MessageCode) {
  useEffect(() => {
    if (error) toast.error(errorText(error, fallback));
  }, [error, fallback]);
}

export function useServices() {
  const query = useEndpointQuery(lookupEndpoints.services, {}, { staleTime: LOOKUP_STALE_MS, select: (data) => data.services });
  useErrorToast(query.error, 'fetchDataFailed');
  return query;
}

export function useCountries() {
  const query = useEndpointQuery(lookupEndpoints.countries, {}, { staleTime: LOOKUP_STALE_MS, select: (data) => data.country });
  useErrorToast(query.error, 'fetchDataFailed');
  return query;
}

export function useStates(countryId: string) {
  const query = useEndpointQuery(
    lookupEndpoints.states,
    { body: { countryId } },
    { enabled: Boolean(countryId), staleTime: LOOKUP_STALE_MS, select: (data) => data.state },
  );
  useErrorToast(query.error, 'fetchStatesFailed');
  return query;
}

export function useCities(stateId: string) {
  const query = useEndpointQuery(
    lookupEndpoints.cities,
    { body: { stateId } },
    { enabled: Boolean(stateId), staleTime: LOOKUP_STALE_MS, select: (data) => data.cities },
  );
  useErrorToast(query.error, 'fetchCitiesFailed');
  return query;
}
