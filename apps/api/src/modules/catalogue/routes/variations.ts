import { CATALOGUE_MESSAGES as M, variationEndpoints, type CatalogueVertical } from '@dhub/contract';
import type { AppDeps } from '../../../app-types.js';
import type { Route } from '../../../http/route.js';
import { addVariation, deleteVariation, listVariations, updateVariation } from '../variation-service.js';

/** The variations of a vertical's store items (none for a vertical without them). */
export function variationRoutes(route: Route, { db }: AppDeps, vertical: CatalogueVertical): void {
  const endpoints = variationEndpoints(vertical);
  if (!endpoints) return;
  route(endpoints.addVariation, async ({ actor, params, body }) => ({
    message: M.variationAdded,
    variation: await addVariation(db, { actor, vertical, itemId: params.itemId, body }),
  }));
  route(endpoints.listVariations, async ({ actor, params }) => ({
    items: await listVariations(db, { actor, vertical, itemId: params.itemId }),
  }));
  route(endpoints.updateVariation, async ({ actor, params, body }) => ({
    message: M.variationUpdated,
    variation: await updateVariation(db, { actor, vertical, id: params.id, body }),
  }));
  route(endpoints.deleteVariation, async ({ actor, params }) => {
    await deleteVariation(db, { actor, vertical, id: params.id });
    return { message: M.variationDeleted };
  });
}
