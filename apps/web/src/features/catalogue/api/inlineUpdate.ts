import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueEndpoints, stockStateOf, type Paginated, type StoreItem, type UpdateItemBody } from '@dhub/contract';
import { call } from '../../../api/call';
import type { Scope } from '../scope';
import type { Vertical } from '../routeTable';
import { itemChangeKeys } from './keys';
import { myListKey } from './myList';

/** The item as the update will leave it (the cached rows show it before the answer). */
function applyUpdate(item: StoreItem, body: UpdateItemBody): StoreItem {
  const next = { ...item, ...body, sku: body.sku === undefined ? item.sku : body.sku };
  return body.stock === undefined ? next : { ...next, stockState: stockStateOf(body.stock, next.lowStockThreshold) };
}

/**
 * Inline edit of a my-list row: the cached pages show the new values at once; an error puts the
 * old ones back (and the caller shows the error).
 */
export function useInlineUpdate(scope: Scope) {
  const client = useQueryClient();
  const listKey = myListKey(scope);
  const replaceRows = (replace: (item: StoreItem) => StoreItem) =>
    client.setQueriesData<Paginated<StoreItem>>({ queryKey: listKey }, (page) => page && { ...page, items: page.items.map(replace) });
  return useMutation({
    mutationFn: ({ id, body, vertical = scope.vertical }: { id: string; body: UpdateItemBody; vertical?: Vertical }) =>
      call(catalogueEndpoints(vertical).update, { params: { id }, body }),
    onMutate: async ({ id, body }) => {
      // Only reads that would overwrite rows shown: a first read stopped here would stay pending (nothing reads it again).
      await client.cancelQueries({ queryKey: listKey, predicate: (query) => query.state.data !== undefined });
      const snapshot = client.getQueriesData<Paginated<StoreItem>>({ queryKey: listKey });
      replaceRows((item) => (item._id === id ? applyUpdate(item, body) : item));
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) client.setQueryData(key, data);
    },
    onSuccess: ({ item }) => replaceRows((row) => (row._id === item._id ? item : row)),
    // The other pages and views of the item refetch when next shown.
    onSettled: (_data, _error, { vertical = scope.vertical }) =>
      Promise.all(itemChangeKeys(vertical).map((queryKey) => client.invalidateQueries({ queryKey, refetchType: 'none' }))),
  });
}
