import { CATALOGUE_MESSAGES as M, operatorEndpoints, type CatalogueVertical } from '@dhub/contract';
import type { AppDeps } from '../../../app-types.js';
import type { Route } from '../../../http/route.js';
import { JsonText } from '../../../lib/json-text.js';
import { getMaster, insertMaster, searchMasterJson, updateMaster } from '../master-service.js';
import { approveRequest, listRequests, rejectRequest } from '../request-service.js';

/** The operator's side of a vertical: product request review and the master catalogue. */
export function operatorRoutes(route: Route, { db }: AppDeps, vertical: CatalogueVertical): void {
  const endpoints = operatorEndpoints(vertical);
  route(endpoints.requests, async ({ query }) => listRequests(db, { vertical, query }));
  route(endpoints.approveRequest, async ({ params }) => ({
    message: M.requestApproved,
    request: await approveRequest(db, { vertical, id: params.id }),
  }));
  route(endpoints.rejectRequest, async ({ params, body }) => ({
    message: M.requestRejected,
    request: await rejectRequest(db, { vertical, id: params.id, reason: body.reason }),
  }));
  route(endpoints.masterList, async ({ query }) => new JsonText(await searchMasterJson(db, { vertical, searcher: null, query })));
  route(endpoints.createMaster, async ({ body }) => {
    const id = await insertMaster(db, { vertical, input: body });
    return { message: M.masterCreated, product: await getMaster(db, { vertical, id }) };
  });
  route(endpoints.updateMaster, async ({ params, body }) => ({
    message: M.masterUpdated,
    product: await updateMaster(db, { vertical, id: params.id, input: body }),
  }));
}
