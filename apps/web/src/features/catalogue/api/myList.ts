import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { catalogueEndpoints, productEndpoints, type AddItemInput, type CatalogueEndpoints } from '@dhub/contract';
import { call } from '../../../api/call';
import { invalidateAll, queryKeys, useEndpointMutation, useEndpointQuery } from '../../../api/queries';
import type { Scope } from '../scope';
import type { Vertical } from '../routeTable';
import { allProductsKey, itemChangeKeys } from './keys';
import type { QueryInput } from './types';

/** My list's filters, sort and page (the store comes from the scope). */
export type MyListQuery = Omit<QueryInput<CatalogueEndpoints['myList']>, 'storeId'>;

/** Every page and filter of the list the scope shows (what an inline edit updates in place). */
export function myListKey(scope: Scope): QueryKey {
  return scope.allVerticals ? allProductsKey : queryKeys.endpoint(catalogueEndpoints(scope.vertical).myList);
}

/** My list of the scope's store, or with `allVerticals` every item of the vendor (no category or brand filter there). */
export function useMyList(scope: Scope, query: MyListQuery) {
  const all = Boolean(scope.allVerticals);
  const every = useEndpointQuery(
    productEndpoints.allMyProducts,
    { query: { ...query, categoryId: undefined, brandId: undefined } },
    { keepPrevious: true, enabled: all },
  );
  const own = useEndpointQuery(
    catalogueEndpoints(scope.vertical).myList,
    { query: { ...query, storeId: scope.storeId } },
    { keepPrevious: true, enabled: !all },
  );
  return all ? every : own;
}

/** A store item with its variations. */
export function useItem({ vertical }: Scope, id: string | null) {
  return useEndpointQuery(
    catalogueEndpoints(vertical).getById,
    { params: { id: id ?? '' } },
    { enabled: Boolean(id), select: (data) => data.item },
  );
}

/** Adds a master product to the store's list. */
export function useAddToList({ vertical, storeId }: Scope) {
  const client = useQueryClient();
  const endpoints = catalogueEndpoints(vertical);
  return useMutation({
    mutationFn: (body: Omit<AddItemInput, 'storeId'>) => call(endpoints.addToMyList, { body: { ...body, storeId } }),
    // Only the lists: the add page's master product must not refetch (see useMasterProduct).
    onSuccess: () =>
      invalidateAll(client, [queryKeys.endpoint(endpoints.myList), queryKeys.endpoint(endpoints.masterSearch), allProductsKey]),
  });
}

export function useUpdateItem({ vertical }: Scope) {
  return useEndpointMutation(catalogueEndpoints(vertical).update, { invalidates: itemChangeKeys(vertical) });
}

/** `vertical`: the item's own (the all-products list mixes them); default the scope's. */
interface ItemRef {
  id: string;
  vertical?: Vertical;
}

export function useDeleteItem(scope: Scope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, vertical = scope.vertical }: ItemRef) => call(catalogueEndpoints(vertical).delete, { params: { id } }),
    onSuccess: (_data, { vertical = scope.vertical }) => invalidateAll(client, itemChangeKeys(vertical)),
  });
}

/** Undo of a delete: the item comes back with its id and variations. */
export function useRestoreItem(scope: Scope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, vertical = scope.vertical }: ItemRef) => call(catalogueEndpoints(vertical).restore, { params: { id } }),
    onSuccess: (_data, { vertical = scope.vertical }) => invalidateAll(client, itemChangeKeys(vertical)),
  });
}
