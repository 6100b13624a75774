import { catalogueEndpoints, type CatalogueEndpoints } from '@dhub/contract';
import { useEndpointQuery } from '../../../api/queries';
import type { Scope } from '../scope';
import type { QueryInput } from './types';

/** The master search's filters and page (the store comes from the scope). */
export type MasterQuery = Omit<QueryInput<CatalogueEndpoints['masterSearch']>, 'storeId'>;

export function useMasterSearch({ vertical, storeId }: Scope, query: MasterQuery, enabled = true) {
  return useEndpointQuery(catalogueEndpoints(vertical).masterSearch, { query: { ...query, storeId } }, { keepPrevious: true, enabled });
}

/**
 * One master product with `myItemId` (the add page's `?productId=`). Adding the product does not
 * invalidate it (see useAddToList): a refetch showing the new `myItemId` would swap the add form
 * for "already in your list" before it navigates away. Not kept once unused (gcTime 0), so the
 * next visit never starts from a stale `myItemId`.
 */
export function useMasterProduct({ vertical, storeId }: Scope, id: string | null) {
  return useEndpointQuery(
    catalogueEndpoints(vertical).masterProduct,
    { params: { id: id ?? '' }, query: { storeId } },
    { gcTime: 0, enabled: Boolean(id), select: (data) => data.product },
  );
}
