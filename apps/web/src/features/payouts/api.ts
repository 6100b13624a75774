import { payoutEndpoints, walletEndpoints, type EndpointInput } from '@dhub/contract';
import { queryKeys, useEndpointQuery } from '../../api/queries';
import { useIdempotentMutation } from '../../api/useIdempotentMutation';

export type PayoutListInput = NonNullable<EndpointInput<typeof payoutEndpoints.list>['query']>;

/** Every payouts query; a request also changes the wallet's balances (its queries are keyed under `wallet`). */
export const payoutsKey = queryKeys.group('payouts');
const walletKey = queryKeys.group('wallet');

export function usePayouts(query: PayoutListInput) {
  return useEndpointQuery(payoutEndpoints.list, { query }, { keepPrevious: true });
}

export function usePayout(id: string | null) {
  return useEndpointQuery(payoutEndpoints.get, { params: { id: id ?? '' } }, { enabled: Boolean(id) });
}

/** The store's balances (available, minimum) for the request form: the wallet's answer with one ledger entry, its summary only. */
export function useWalletSummary(storeId: string) {
  return useEndpointQuery(
    walletEndpoints.get,
    { query: { storeId, limit: 1 } },
    { enabled: Boolean(storeId), select: (data) => data.summary },
  );
}

/**
 * Requests a payout with an `Idempotency-Key` (see useIdempotentMutation): a retry of the same
 * request after a failure that was no refusal never holds the money twice.
 */
export function useAddPayout() {
  return useIdempotentMutation(payoutEndpoints.add, { invalidates: [payoutsKey, walletKey] });
}
