import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileEndpoints, storeEndpoints, type EndpointInput, type EndpointSpec } from '@dhub/contract';
import { download, upload } from '../../api/call';
import { invalidateAll, queryKeys, useEndpointMutation, useEndpointQuery } from '../../api/queries';

export type DocumentFileName = EndpointInput<typeof profileEndpoints.documentFile>['params']['document'];

/** The vendor's profile and stores (the shell's), and the profile pages' own answers: a change refreshes both. */
const CHANGED = [queryKeys.group('stores'), queryKeys.group('profile')];

export const useStoreDetail = (storeId: string | undefined) =>
  useEndpointQuery(storeEndpoints.storeDetail, { params: { storeId: storeId ?? '' } }, { enabled: Boolean(storeId) });

export const useDocuments = (storeId: string | undefined) =>
  useEndpointQuery(profileEndpoints.documents, { query: { storeId: storeId ?? '' } }, { enabled: Boolean(storeId) });

export const useBank = (storeId: string | undefined) =>
  useEndpointQuery(profileEndpoints.bank, { query: { storeId: storeId ?? '' } }, { enabled: Boolean(storeId) });

export const useUpdateBank = () => useEndpointMutation(profileEndpoints.updateBank, { invalidates: CHANGED });

/** Sends one of the profile's multipart forms (store details, documents, the vendor's own profile). */
export function useFormUpload<E extends EndpointSpec>(endpoint: E) {
  const client = useQueryClient();
  return useMutation({
    // Their endpoints take no path parameters: the form is the whole input.
    mutationFn: async (form: FormData) => (await upload(endpoint, { form } as Omit<EndpointInput<E>, 'body'> & { form: FormData })).data,
    onSuccess: () => invalidateAll(client, CHANGED),
  });
}

/** A multipart form: text parts (lists as JSON, `joined` ones comma-joined, blanks left out) and files. */
export function formDataOf(fields: object, files: readonly { field: string; file: File }[] = [], joined: readonly string[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) form.append(name, joined.includes(name) ? value.join(',') : JSON.stringify(value));
    else form.append(name, String(value));
  }
  for (const { field, file } of files) form.append(field, file);
  return form;
}

/** A document file of the store, fetched with the session (never a public link) and saved by the browser. */
export async function downloadDocument(storeId: string, document: DocumentFileName): Promise<void> {
  const { blob, fileName } = await download(profileEndpoints.documentFile, { params: { storeId, document } });
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName ?? document;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Two-step sign-in on or off (with the password): the profile's answer says which. */
export const useUpdateTwoStep = () => useEndpointMutation(profileEndpoints.updateTwoStep, { invalidates: CHANGED });
