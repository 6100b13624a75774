import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletEndpoints, type AddTopUpFields, type EndpointInput } from '@dhub/contract';
import { download, upload } from '../../api/call';
import { proofForm } from '../../api/proofForm';
import { invalidateAll, queryKeys, useEndpointQuery } from '../../api/queries';

export type WalletInput = NonNullable<EndpointInput<typeof walletEndpoints.get>['query']>;
export type WalletExportInput = NonNullable<EndpointInput<typeof walletEndpoints.exportCsv>['query']>;
export type TopUpListInput = NonNullable<EndpointInput<typeof walletEndpoints.topUps>['query']>;

/** Every wallet query (balances, ledger, top-ups): money added refreshes them all. */
export const walletKey = queryKeys.group('wallet');

/** A store's balances and a page of its ledger; not asked for while `enabled` is false (a span that ends before it starts). */
export function useWallet(query: WalletInput, enabled = true) {
  return useEndpointQuery(walletEndpoints.get, { query }, { keepPrevious: true, enabled });
}

export function useTopUps(query: TopUpListInput) {
  return useEndpointQuery(walletEndpoints.topUps, { query }, { keepPrevious: true });
}

/** The ledger as CSV (the list's filters, every matching entry), saved as a file. */
export async function downloadWalletCsv(query: WalletExportInput): Promise<void> {
  const { blob, fileName } = await download(walletEndpoints.exportCsv, { query });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? 'wallet.csv';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Records money paid to the marketplace (multipart: fields and an optional proof file). */
export function useAddTopUp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ fields, proof }: { fields: AddTopUpFields; proof: File | null }) =>
      (await upload(walletEndpoints.addTopUp, { form: proofForm(fields, proof) })).data,
    onSuccess: () => invalidateAll(client, [walletKey]),
  });
}

/** A store's statement of a month (YYYY-MM). */
export function useStatement(storeId: string, month: string) {
  return useEndpointQuery(walletEndpoints.statement, { query: { storeId, month } }, { enabled: /^\d{4}-\d{2}$/.test(month) });
}
