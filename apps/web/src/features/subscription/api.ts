import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planEndpoints, type EndpointInput, type PlanPaymentFields } from '@dhub/contract';
import { upload } from '../../api/call';
import { proofForm } from '../../api/proofForm';
import { invalidateAll, queryKeys, useEndpointQuery } from '../../api/queries';
import { useIdempotentMutation } from '../../api/useIdempotentMutation';
import { usePageLanguage } from '../../i18n/usePageLanguage';

export type SubscriptionHistoryInput = NonNullable<EndpointInput<typeof planEndpoints.history>['query']>;

/** Every plans query (plans and plan in force, history): a subscription or a payment refreshes them all. */
export const plansKey = queryKeys.group('plans');
/** A plan paid from the wallet changes its balances (the wallet's queries are keyed under `wallet`). */
const walletKey = queryKeys.group('wallet');

/** The store's plans, the plan in force and the next one, its listings against the limit, its wallet's available money. */
export function usePlans(storeId: string) {
  const lang = usePageLanguage();
  return useEndpointQuery(planEndpoints.list, { query: { storeId, lang } });
}

/** A page of the store's subscriptions, newest first. */
export function useSubscriptionHistory(query: SubscriptionHistoryInput) {
  const lang = usePageLanguage();
  return useEndpointQuery(planEndpoints.history, { query: { ...query, lang } }, { keepPrevious: true });
}

/**
 * Subscribes the store to a plan (free, from the wallet, or offline: then it awaits its payment
 * details), with an `Idempotency-Key` (see useIdempotentMutation): a retried purchase never buys twice.
 */
export function useSubscribe() {
  return useIdempotentMutation(planEndpoints.subscribe, { invalidates: [plansKey, walletKey] });
}

/** Sends a subscription's offline payment (method, reference, optional proof) for the marketplace to confirm. */
export function useAddPlanPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ fields, proof }: { fields: PlanPaymentFields; proof: File | null }) =>
      (await upload(planEndpoints.addPayment, { form: proofForm(fields, proof) })).data,
    onSuccess: () => invalidateAll(client, [plansKey]),
  });
}
