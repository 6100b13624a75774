import { reviewEndpoints } from '@dhub/contract';
import { ownStoreIds } from '../../access/actor.js';
import { featureRoutes } from '../../http/route.js';
import { addBookingReview, addReview, getReview, listReviews, replyToReview } from './review-service.js';

export const reviewRoutes = featureRoutes((route, { db }) => {
  route(reviewEndpoints.list, ({ actor, query }) => listReviews(db, ownStoreIds(actor, query.storeId), query));
  route(reviewEndpoints.get, ({ actor, params }) => getReview(db, ownStoreIds(actor), params.id));
  route(reviewEndpoints.reply, ({ actor, params, body }) => replyToReview(db, ownStoreIds(actor), params.id, body.reply));
  route(reviewEndpoints.add, ({ actor, params, body }) => addReview(db, actor.userId, params.id, body));
  route(reviewEndpoints.addForBooking, ({ actor, params, body }) => addBookingReview(db, actor.userId, params.id, body));
});
