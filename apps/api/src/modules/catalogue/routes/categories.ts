import { CATALOGUE_MESSAGES as M, categoryEndpoints, type CatalogueStatus } from '@dhub/contract';
import { storeOf } from '../../../access/actor.js';
import type { AppDeps } from '../../../app-types.js';
import type { Route } from '../../../http/route.js';
import {
  approvedCategoryOf,
  categoryRequests,
  requestCategory,
  reviewCategory,
  storeCategories,
  verticalOfCategory,
} from '../category-service.js';

/** The vendor's categories and subcategories (with its requests) and the operator's review. */
export function categoryRoutes(route: Route, { db }: AppDeps): void {
  // Lists of the store's categories (level 1) or subcategories (level 2): approved + its requests.
  const lists = [
    [categoryEndpoints.categories, 1, undefined],
    [categoryEndpoints.rejectedCategories, 1, 'rejected'],
    [categoryEndpoints.subcategories, 2, undefined],
    [categoryEndpoints.rejectedSubcategories, 2, 'rejected'],
  ] as const satisfies readonly (readonly [unknown, 1 | 2, CatalogueStatus | undefined])[];
  for (const [endpoint, level, fixedStatus] of lists) {
    route(endpoint, async ({ actor, query }) => {
      const { status, categoryId, searchQuery, page, limit, vertical, storeId } = query;
      const store = storeOf(actor, { vertical, storeId });
      const parentId = level === 2 ? categoryId : undefined;
      return storeCategories(db, { store, level, query: { status: fixedStatus ?? status, parentId, searchQuery, page, limit } });
    });
  }
  route(categoryEndpoints.addCategory, async ({ actor, body }) => {
    const store = storeOf(actor, { vertical: body.vertical, storeId: body.storeId });
    return { message: M.categoryRequested, category: await requestCategory(db, { store, name: body.name, level: 1 }) };
  });
  route(categoryEndpoints.addSubcategory, async ({ actor, body: { name, categoryId, storeId } }) => {
    // The store: the given one, else the vendor's store of the category's vertical.
    const store = storeId ? storeOf(actor, { storeId }) : storeOf(actor, { vertical: await verticalOfCategory(db, categoryId) });
    const parentId = await approvedCategoryOf(db, { vertical: store.vertical, categoryId });
    return { message: M.subcategoryRequested, category: await requestCategory(db, { store, name, level: 2, parentId }) };
  });

  route(categoryEndpoints.adminRequests, async ({ query }) => ({ items: await categoryRequests(db, query) }));
  route(categoryEndpoints.adminApprove, async ({ params }) => ({
    message: M.requestApproved,
    category: await reviewCategory(db, { id: params.id, decision: { status: 'approved' } }),
  }));
  route(categoryEndpoints.adminReject, async ({ params, body }) => ({
    message: M.requestRejected,
    category: await reviewCategory(db, { id: params.id, decision: { status: 'rejected', reason: body.reason } }),
  }));
}
