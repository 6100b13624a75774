import { defineEndpoints } from '../http/endpoint.js';
import { messageResponseSchema } from '../common.js';
import { bookingIdParamsSchema } from '../bookings/schemas.js';
import { orderIdParamsSchema } from '../orders/schemas.js';
import {
  addReviewSchema,
  reviewIdParamsSchema,
  reviewListQuerySchema,
  reviewPageSchema,
  reviewReplySchema,
  reviewSchema,
} from './schemas.js';

/** Reviews of the vendor's stores (the spec's service-provider paths, typos kept). */
export const reviewEndpoints = defineEndpoints('reviews', 'reviews', {
  list: {
    method: 'GET',
    path: '/service-provider/reviews/getal',
    access: 'vendor',
    summary: "The reviews of the vendor's stores, newest first, with their average and how many gave each rating",
    query: reviewListQuerySchema,
    response: reviewPageSchema,
  },
  get: {
    method: 'GET',
    path: '/service-provider/reviews/getReviewById/:id',
    access: 'vendor',
    summary: 'One review of a store of the vendor',
    params: reviewIdParamsSchema,
    response: reviewSchema,
    errors: { 404: ['reviewNotFound'] },
  },
  reply: {
    method: 'POST',
    path: '/service-provider/reviews/reply/:id',
    access: 'vendor',
    summary: "The vendor's public reply to a review (the same call edits it)",
    params: reviewIdParamsSchema,
    body: reviewReplySchema,
    response: messageResponseSchema.extend({ review: reviewSchema }),
    errors: { 404: ['reviewNotFound'] },
  },
  add: {
    method: 'POST',
    path: '/customer/orders/review/:id',
    access: 'customer',
    tags: ['customers'],
    summary: 'The customer rates a delivered order, once (1 to 5 stars, an optional comment)',
    params: orderIdParamsSchema,
    body: addReviewSchema,
    status: 201,
    response: messageResponseSchema.extend({ review: reviewSchema }),
    errors: { 404: ['orderNotFound'], 409: ['reviewNotAllowed', 'alreadyReviewed'] },
  },
  addForBooking: {
    method: 'POST',
    path: '/customer/bookings/review/:id',
    access: 'customer',
    tags: ['customers'],
    summary: 'The customer rates a completed booking, once (1 to 5 stars, an optional comment)',
    params: bookingIdParamsSchema,
    body: addReviewSchema,
    status: 201,
    response: messageResponseSchema.extend({ review: reviewSchema }),
    errors: { 404: ['bookingNotFound'], 409: ['reviewNotAllowed', 'alreadyReviewed'] },
  },
});
