import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  catalogueLookupEndpoints,
  DELIVERY_BOY_DOCUMENTS,
  deliveryBoyEndpoints as E,
  type AddDeliveryBoyValues,
  type DeliveryBoyDocumentKind,
  type EditDeliveryBoyValues,
  type EndpointInput,
} from '@dhub/contract';
import { download, upload } from '../../api/call';
import { invalidateAll, queryKeys, useEndpointMutation, useEndpointQuery } from '../../api/queries';

export type DeliveryBoyListInput = NonNullable<EndpointInput<typeof E.list>['query']>;

/** Every delivery boys query: a change refreshes the lists, the detail and an order's delivery. */
export const deliveryBoysKey = queryKeys.group('deliveryBoys');
const invalidates = [deliveryBoysKey];

export function useDeliveryBoys(query: DeliveryBoyListInput, enabled = true) {
  return useEndpointQuery(E.list, { query }, { keepPrevious: true, enabled });
}

export function useDeliveryBoy(id: string | null) {
  return useEndpointQuery(E.detail, { params: { id: id ?? '' } }, { enabled: Boolean(id) });
}

/** The marketplace's zones (a lookup list, the same for every store). */
export function useZones() {
  return useEndpointQuery(catalogueLookupEndpoints.zones, { query: {} }, { staleTime: 60 * 60 * 1000 });
}

/** Files chosen in the form, by kind (none: keep the one on file). */
export type ChosenDocuments = Partial<Record<DeliveryBoyDocumentKind, File>>;

/** The multipart form: the text parts (blank ones left out) and the chosen documents. */
export function deliveryBoyForm(fields: AddDeliveryBoyValues | EditDeliveryBoyValues, documents: ChosenDocuments): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') form.append(name, String(value));
  }
  for (const [kind, file] of Object.entries(documents) as [DeliveryBoyDocumentKind, File | undefined][]) {
    if (file) form.append(DELIVERY_BOY_DOCUMENTS[kind], file);
  }
  return form;
}

export function useAddDeliveryBoy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ fields, documents }: { fields: AddDeliveryBoyValues; documents: ChosenDocuments }) =>
      (await upload(E.add, { form: deliveryBoyForm(fields, documents) })).data,
    onSuccess: () => invalidateAll(client, invalidates),
  });
}

export function useEditDeliveryBoy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, fields, documents }: { id: string; fields: EditDeliveryBoyValues; documents: ChosenDocuments }) =>
      (await upload(E.update, { params: { id }, form: deliveryBoyForm(fields, documents) })).data,
    onSuccess: () => invalidateAll(client, invalidates),
  });
}

export const useSetDuty = () => useEndpointMutation(E.setDuty, { invalidates });
export const useDeactivate = () => useEndpointMutation(E.deactivate, { invalidates });
export const useActivate = () => useEndpointMutation(E.activate, { invalidates });
export const useRemoveDeliveryBoy = () => useEndpointMutation(E.remove, { invalidates });

/** Opens a document (fetched with the session: it is private) in a new tab. */
export async function openDocument(id: string, kind: DeliveryBoyDocumentKind): Promise<void> {
  const { blob } = await download(E.document, { params: { id, kind } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.target = '_blank';
  link.rel = 'noopener';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
