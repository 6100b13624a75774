import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueEndpoints, type CatalogueEndpoints } from '@dhub/contract';
import { call, upload } from '../../../api/call';
import { invalidateAll, useEndpointQuery } from '../../../api/queries';
import type { Scope } from '../scope';
import { verticalKey } from './keys';
import type { BodyInput, QueryInput } from './types';

/** The request list's filters and page (the store comes from the scope). */
export type RequestQuery = Omit<QueryInput<CatalogueEndpoints['myRequests']>, 'storeId'>;

/** A product request's fields, as the form sends them (the store comes from the scope). */
export type RequestBody = Omit<BodyInput<CatalogueEndpoints['requestProduct']>, 'storeId'>;

export function useRequests({ vertical, storeId }: Scope, query: RequestQuery) {
  return useEndpointQuery(catalogueEndpoints(vertical).myRequests, { query: { ...query, storeId } }, { keepPrevious: true });
}

export function useRequest({ vertical }: Scope, id: string | null) {
  return useEndpointQuery(
    catalogueEndpoints(vertical).myRequest,
    { params: { id: id ?? '' } },
    { enabled: Boolean(id), select: (data) => data.request },
  );
}

/** Sends a new request, or changes a pending one (`id`). */
export function useSaveRequest({ vertical, storeId }: Scope) {
  const client = useQueryClient();
  const endpoints = catalogueEndpoints(vertical);
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: RequestBody }) =>
      id
        ? call(endpoints.updateRequest, { params: { id }, body })
        : call(endpoints.requestProduct, { query: {}, body: { ...body, storeId } }),
    onSuccess: () => invalidateAll(client, [verticalKey(vertical)]),
  });
}

/** Uploads one product image of the store: its public URL. */
export async function uploadCatalogueImage({ vertical, storeId }: Scope, file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const { data } = await upload(catalogueEndpoints(vertical).uploadImage, { query: { storeId }, form });
  return data.url;
}
