import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  IDEMPOTENCY_HEADER,
  payoutEndpoints,
  walletEndpoints,
  type AddPayout,
  type EndpointInput,
  type EndpointOutput,
} from '@dhub/contract';
import { isApiError } from '../../api/ApiError';
import { call } from '../../api/call';
import { invalidateAll, queryKeys, useEndpointQuery } from '../../api/queries';

export type PayoutListInput = NonNullable<EndpointInput<typeof payoutEndpoints.list>['query']>;
type PayoutSaved = EndpointOutput<typeof payoutEndpoints.add>;

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

/** A fresh Idempotency-Key (crypto.randomUUID; outside a secure context, 128 random bits as hex). */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether the server certainly did not make the payout and will not: an answer of 4xx (except a
 * timeout or too many requests). After a network failure or a 5xx the payout may exist: retry with the same key.
 */
const refused = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;

/**
 * Requests a payout with an `Idempotency-Key`: a new key for each submission; the same key again when
 * that submission (the same body) is sent again after it failed without a refusal (e.g. a network error),
 * so a retry never holds the money twice. `onError`'s `retryable`: the next send of this body reuses the key.
 */
export function useAddPayout() {
  const client = useQueryClient();
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: AddPayout; key: string }) =>
      call(payoutEndpoints.add, { body }, { headers: { [IDEMPOTENCY_HEADER]: key } }),
    onSuccess: () => invalidateAll(client, [payoutsKey, walletKey]),
  });
  const request = (
    body: AddPayout,
    handlers: { onSuccess: (saved: PayoutSaved) => void; onError: (error: unknown, retryable: boolean) => void },
  ) => {
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { key: newKey(), body: text };
    mutation.mutate(
      { body, key: attempt.current.key },
      {
        onSuccess: (saved) => {
          attempt.current = null;
          handlers.onSuccess(saved);
        },
        onError: (error) => {
          if (refused(error)) attempt.current = null;
          handlers.onError(error, attempt.current !== null);
        },
      },
    );
  };
  return { request, isPending: mutation.isPending };
}
