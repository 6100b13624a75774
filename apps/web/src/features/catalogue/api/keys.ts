import type { QueryKey } from '@tanstack/react-query';
import { productEndpoints } from '@dhub/contract';
import { queryKeys } from '../../../api/queries';
import type { Vertical } from '../routeTable';

/** Every query of a vertical, all stores (its endpoint ids start with `catalogue.<vertical>`). */
export const verticalKey = (vertical: Vertical): QueryKey => queryKeys.group('catalogue', vertical);

/** The all-products list: it shows the items of every vertical, so any item change invalidates it too. */
export const allProductsKey: QueryKey = queryKeys.endpoint(productEndpoints.allMyProducts);

/** What a change to an item of a vertical makes stale. */
export const itemChangeKeys = (vertical: Vertical): QueryKey[] => [verticalKey(vertical), allProductsKey];
