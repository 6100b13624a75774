import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type Query,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { Endpoint, EndpointInput, EndpointOutput, EndpointSpec } from '@dhub/contract';
import { call } from './call';

/**
 * The one query-key factory: a call's key is its endpoint id's segments, then its input
 * (`['catalogue', 'grocery', 'myList', {query}]`), so any prefix (a feature, a vertical, an
 * endpoint) can be invalidated at once.
 */
export const queryKeys = {
  /** A feature or group of endpoints: `queryKeys.group('catalogue', 'grocery')`. */
  group: (...segments: string[]): QueryKey => segments,
  /** Every call of one endpoint. */
  endpoint: (endpoint: Pick<Endpoint, 'id'>): QueryKey => endpoint.id.split('.'),
  /** One call. */
  call: <E extends Endpoint>(endpoint: E, input: EndpointInput<E>): QueryKey => [...endpoint.id.split('.'), input],
};

type QueryOptions<E extends EndpointSpec, T> = Omit<UseQueryOptions<EndpointOutput<E>, Error, T>, 'queryKey' | 'queryFn'> & {
  /** Keep the previous page's data while the next loads (lists). */
  keepPrevious?: boolean;
};

/** An endpoint's query: key from `queryKeys.call`, data from `call` (what reading and prefetching share). */
const endpointQuery = <E extends Endpoint>(endpoint: E, input: EndpointInput<E>, answer?: Promise<Response>) => ({
  queryKey: queryKeys.call(endpoint, input),
  queryFn: ({ signal }: { signal: AbortSignal }) => call(endpoint, input, { signal, answer }),
});

/** A query of an endpoint (see `endpointQuery`). */
export function useEndpointQuery<E extends Endpoint, T = EndpointOutput<E>>(
  endpoint: E,
  input: EndpointInput<E>,
  options: QueryOptions<E, T> = {},
) {
  const { keepPrevious, ...rest } = options;
  return useQuery({
    ...endpointQuery(endpoint, input),
    ...(keepPrevious && { placeholderData: keepPreviousData }),
    ...rest,
  });
}

/**
 * Starts the query `useEndpointQuery(endpoint, input)` will read (same key and fetch), before it
 * renders; from `answer` when it was already asked for.
 */
export function prefetchEndpointQuery<E extends Endpoint>(
  client: QueryClient,
  endpoint: E,
  input: EndpointInput<E>,
  answer?: Promise<Response>,
): Promise<void> {
  return client.prefetchQuery(endpointQuery(endpoint, input, answer));
}

type MutationOptions<E extends EndpointSpec, V> = Omit<UseMutationOptions<EndpointOutput<E>, Error, V>, 'mutationFn'> & {
  /** Query-key prefixes to invalidate after a success. */
  invalidates?: readonly QueryKey[];
};

/** A mutation that calls an endpoint with the variables as its input. */
export function useEndpointMutation<E extends Endpoint>(endpoint: E, options: MutationOptions<E, EndpointInput<E>> = {}) {
  const client = useQueryClient();
  const { invalidates = [], onSuccess, ...rest } = options;
  return useMutation({
    mutationFn: (input: EndpointInput<E>) => call(endpoint, input),
    ...rest,
    onSuccess: async (...args) => {
      await invalidateAll(client, invalidates);
      await onSuccess?.(...args);
    },
  });
}

/** A shown query's first read under way: TanStack's invalidation waits for it rather than read again. */
const firstReadUnderWay = (query: Query): boolean =>
  query.state.data === undefined && query.state.fetchStatus === 'fetching' && query.isActive();

/**
 * After a change (an action's success, a server event): every shown query under these keys reads
 * again. A first read under way is read once more when it is in: its answer may predate the change
 * (an order placed while the inbox loads), and invalidateQueries alone would keep it. Not stopped
 * and restarted: a burst of events (the inbox's own read rejects expired orders) would restart it
 * at each one; all the events of the burst share the one read after it.
 */
export async function invalidateAll(client: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  const firstReads = keys.flatMap((queryKey) => client.getQueryCache().findAll({ queryKey, predicate: firstReadUnderWay }));
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
  await Promise.all(
    firstReads.map((query) => client.refetchQueries({ queryKey: query.queryKey, exact: true, type: 'active' }, { cancelRefetch: false })),
  );
}
