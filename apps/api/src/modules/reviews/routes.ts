import { reviewEndpoints } from '@dhub/contract';
import type { Actor } from '../../access/actor.js';
import { featureRoutes } from '../../http/route.js';
import { addReview, getReview, listReviews, replyToReview } from './review-service.js';

/** The vendor's stores whose reviews it reads (all, or the one asked for). */
const storeIdsOf = (actor: Actor, storeId?: string) =>
  actor.stores.filter((store) => !storeId || store.id === storeId).map((store) => store.id);

export const reviewRoutes = featureRoutes((route, { db }) => {
  route(reviewEndpoints.list, ({ actor, query }) => listReviews(db, storeIdsOf(actor, query.storeId), query));
  route(reviewEndpoints.get, ({ actor, params }) => getReview(db, storeIdsOf(actor), params.id));
  route(reviewEndpoints.reply, ({ actor, params, body }) => replyToReview(db, storeIdsOf(actor), params.id, body.reply));
  route(reviewEndpoints.add, ({ actor, params, body }) => addReview(db, actor.userId, params.id, body));
});
