import { productEndpoints } from '@dhub/contract';
import { storeIdsOf, storeOf } from '../../../access/actor.js';
import type { AppDeps } from '../../../app-types.js';
import type { Route } from '../../../http/route.js';
import { listItems } from '../item-query.js';

/** One view of every item of the vendor, across its stores and verticals. */
export function productRoutes(route: Route, { db }: AppDeps): void {
  route(productEndpoints.allMyProducts, async ({ actor, query: { storeId, ...query } }) => {
    const storeIds = storeId ? [storeOf(actor, { storeId }).id] : storeIdsOf(actor);
    return listItems(db, { storeIds, query });
  });
}
