import { CATALOGUE_MESSAGES as M, catalogueEndpoints, type CatalogueVertical } from '@dhub/contract';
import { storeOf } from '../../../access/actor.js';
import type { AppDeps } from '../../../app-types.js';
import type { Route } from '../../../http/route.js';
import { JsonText } from '../../../lib/json-text.js';
import { restoreArchivedItem } from '../item-archive.js';
import { listMyItems } from '../item-query.js';
import { addItem, deleteItem, getItemDetail, updateItem } from '../item-service.js';
import { searchMasterJson } from '../master-service.js';
import { createRequest, getOwnedRequest, listRequests, updateRequest } from '../request-service.js';
import { getMasterForStore } from '../store-master.js';

/** A vertical's master search, my list and product requests (the vendor's side). */
export function verticalRoutes(route: Route, { db }: AppDeps, vertical: CatalogueVertical): void {
  const endpoints = catalogueEndpoints(vertical);

  // The search answers JSON text built from its cached page (checked against the schema when cached).
  route(endpoints.masterSearch, async ({ actor, query: { storeId, ...query } }) => {
    const store = storeOf(actor, { vertical, storeId });
    return new JsonText(await searchMasterJson(db, { vertical, searcher: { storeId: store.id }, query }));
  });
  route(endpoints.masterProduct, async ({ actor, params, query }) => {
    const store = storeOf(actor, { vertical, storeId: query.storeId });
    return { product: await getMasterForStore(db, { vertical, storeId: store.id, id: params.id }) };
  });

  route(endpoints.addToMyList, async ({ actor, body }) => {
    const store = storeOf(actor, { vertical, storeId: body.storeId });
    return { message: M.itemAdded, item: await addItem(db, { store, body }) };
  });
  for (const endpoint of [endpoints.myList, endpoints.myListAdded]) {
    route(endpoint, async ({ actor, query }) => listMyItems(db, { store: storeOf(actor, { vertical, storeId: query.storeId }), query }));
  }
  // The item's JSON as PostgreSQL built it, sent as is (the common edit is the list's hot write).
  route(endpoints.update, async ({ actor, params, body }) => {
    const item = await updateItem(db, { actor, vertical, id: params.id, body });
    return new JsonText(`{"message":${JSON.stringify(M.itemUpdated)},"item":${item}}`);
  });
  route(endpoints.delete, async ({ actor, params }) => {
    await deleteItem(db, { actor, vertical, id: params.id });
    return { message: M.itemDeleted };
  });
  route(endpoints.restore, async ({ actor, params }) => {
    await restoreArchivedItem(db, { actor, vertical, id: params.id });
    return { message: M.itemRestored, item: await getItemDetail(db, { actor, vertical, id: params.id }) };
  });
  route(endpoints.getById, async ({ actor, params }) => ({ item: await getItemDetail(db, { actor, vertical, id: params.id }) }));

  route(endpoints.requestProduct, async ({ actor, query, body: { storeId, ...input } }) => {
    const store = storeOf(actor, { vertical, storeId: storeId ?? query.storeId });
    return { message: M.requestCreated, request: await createRequest(db, { store, input }) };
  });
  route(endpoints.myRequests, async ({ actor, query }) => {
    const store = storeOf(actor, { vertical, storeId: query.storeId });
    return listRequests(db, { vertical, storeId: store.id, query });
  });
  route(endpoints.myRequest, async ({ actor, params }) => ({ request: await getOwnedRequest(db, { actor, vertical, id: params.id }) }));
  route(endpoints.updateRequest, async ({ actor, params, body }) => ({
    message: M.requestUpdated,
    request: await updateRequest(db, { actor, vertical, id: params.id, input: body }),
  }));
}
