import { useRef } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type Endpoint, type EndpointInput, type EndpointOutput } from '@dhub/contract';
import { isApiError } from './ApiError';
import { call } from './call';
import { invalidateAll } from './queries';

/** A fresh Idempotency-Key (crypto.randomUUID; outside a secure context, 128 random bits as hex). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether the server certainly did not act and will not: an answer of 4xx (except a timeout or too
 * many requests). After a network failure or a 5xx the request may have been carried out.
 */
export const isRefusal = (error: unknown): boolean =>
  isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;

export interface IdempotentHandlers<E extends Endpoint> {
  onSuccess?: (data: EndpointOutput<E>) => void;
  /** `retryable`: the request may have been carried out; sending the same input again reuses its key. */
  onError?: (error: unknown, retryable: boolean) => void;
}

/**
 * Calls an endpoint that takes an `Idempotency-Key` (a payout, a plan purchase): a new key for each
 * input sent; the same key again when the same input is sent after a failure that was no refusal
 * (e.g. a network error), so a retry is answered with what the first request made, never made twice.
 * The key lives as long as the component calling this hook: call it where a retry can come from.
 */
export function useIdempotentMutation<E extends Endpoint>(endpoint: E, options: { invalidates?: readonly QueryKey[] } = {}) {
  const client = useQueryClient();
  const { invalidates = [] } = options;
  const attempt = useRef<{ key: string; input: string } | null>(null);
  const mutation = useMutation({
    mutationFn: ({ input, key }: { input: EndpointInput<E>; key: string }) =>
      call(endpoint, input, { headers: { [IDEMPOTENCY_HEADER]: key } }),
    onSuccess: () => invalidateAll(client, invalidates),
  });
  const send = (input: EndpointInput<E>, handlers: IdempotentHandlers<E> = {}) => {
    const text = JSON.stringify(input);
    if (attempt.current?.input !== text) attempt.current = { key: newIdempotencyKey(), input: text };
    mutation.mutate(
      { input, key: attempt.current.key },
      {
        onSuccess: (data) => {
          attempt.current = null;
          handlers.onSuccess?.(data);
        },
        onError: (error) => {
          if (isRefusal(error)) attempt.current = null;
          handlers.onError?.(error, attempt.current !== null);
        },
      },
    );
  };
  return { send, isPending: mutation.isPending };
}
