import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROOF_FIELD, planEndpoints, type EndpointInput, type PlanPaymentFields } from '@dhub/contract';
import { upload } from '../../api/call';
import { invalidateAll, queryKeys, useEndpointQuery, useEndpointMutation } from '../../api/queries';

export type SubscriptionHistoryInput = NonNullable<EndpointInput<typeof planEndpoints.history>['query']>;

/** Every plans query (plans and plan in force, history): a subscription or a payment refreshes them all. */
export const plansKey = queryKeys.group('plans');
/** A plan paid from the wallet changes its balances (the wallet's queries are keyed under `wallet`). */
const walletKey = queryKeys.group('wallet');

/** The store's plans, the plan in force and the next one, its listings against the limit, its wallet's available money. */
export function usePlans(storeId: string) {
  return useEndpointQuery(planEndpoints.list, { query: { storeId } });
}

/** A page of the store's subscriptions, newest first. */
export function useSubscriptionHistory(query: SubscriptionHistoryInput) {
  return useEndpointQuery(planEndpoints.history, { query }, { keepPrevious: true });
}

/** Subscribes the store to a plan (free, from the wallet, or offline: then it awaits its payment details). */
export function useSubscribe() {
  return useEndpointMutation(planEndpoints.subscribe, { invalidates: [plansKey, walletKey] });
}

/** The multipart form of an offline plan payment: its fields and the optional proof. */
export function planPaymentForm(fields: PlanPaymentFields, proof: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  if (proof) form.append(PROOF_FIELD, proof);
  return form;
}

/** Sends a subscription's offline payment (method, reference, optional proof) for the marketplace to confirm. */
export function useAddPlanPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ fields, proof }: { fields: PlanPaymentFields; proof: File | null }) =>
      (await upload(planEndpoints.addPayment, { form: planPaymentForm(fields, proof) })).data,
    onSuccess: () => invalidateAll(client, [plansKey]),
  });
}
