import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categoryEndpoints } from '@dhub/contract';
import { call } from '../../../api/call';
import { invalidateAll, queryKeys, useEndpointQuery } from '../../../api/queries';
import type { Scope } from '../scope';
import type { QueryInput } from './types';

/** The store's category lists (a page each, sorted by name on the server). */
export type CategoryListName = 'categories' | 'subcategories' | 'rejectedCategories' | 'rejectedSubcategories';

/** A category list's filters and page (the store comes from the scope). */
export type CategoryQuery = Omit<QueryInput<(typeof categoryEndpoints)['categories']>, 'storeId'>;

/** Every category query (the vendor's lists; the lookups are apart). */
const categoriesKey = queryKeys.group('catalogue', 'categories');

export function useVendorCategories({ storeId }: Scope, list: CategoryListName, query: CategoryQuery) {
  return useEndpointQuery(categoryEndpoints[list], { query: { ...query, storeId } }, { keepPrevious: true });
}

/** Asks for a new category, or a subcategory of `categoryId`. */
export function useRequestCategory({ storeId }: Scope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, categoryId }: { name: string; categoryId?: string }) =>
      categoryId
        ? call(categoryEndpoints.addSubcategory, { body: { name, categoryId, storeId } })
        : call(categoryEndpoints.addCategory, { body: { name, storeId } }),
    onSuccess: () => invalidateAll(client, [categoriesKey]),
  });
}
