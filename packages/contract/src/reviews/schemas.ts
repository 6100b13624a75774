import { z } from 'zod';
import { idSchema } from '../common.js';
import { optionalText } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { paginatedSchema, paginationQuerySchema } from '../catalogue/schemas/lists.js';
import { queryBoolean } from '../catalogue/schemas/fields.js';
import { REVIEW_MESSAGES as M } from './messages.js';

export const REVIEW_LIMITS = { commentMax: 1000, replyMax: 1000 } as const;
export const RATINGS = [1, 2, 3, 4, 5] as const;

const rating = z.number({ error: M.ratingRange }).int(M.ratingRange).min(1, M.ratingRange).max(5, M.ratingRange);

/** A customer's review of a delivered order or a completed booking. */
export const addReviewSchema = z.object({ rating, comment: optionalText(REVIEW_LIMITS.commentMax) });

/** The vendor's reply (given once, then edited with the same call). */
export const reviewReplySchema = z.object({
  reply: z.string({ error: M.replyNeeded }).trim().min(1, M.replyNeeded).max(REVIEW_LIMITS.replyMax, MESSAGES.tooLong),
});

export const reviewSchema = z.object({
  _id: z.string(),
  saleKind: z.enum(['order', 'booking']).meta({ description: 'What was reviewed: a delivered order or a completed booking' }),
  saleId: z.string(),
  saleNumber: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  customerName: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuerySchema = paginationQuerySchema.extend({
  rating: z.coerce.number().int().min(1).max(5).optional(),
  replied: queryBoolean.optional().meta({ description: 'true: answered only; false: waiting for a reply' }),
  storeId: idSchema.optional().meta({ description: "One of the vendor's stores; default: all of them" }),
});

export const reviewPageSchema = paginatedSchema(reviewSchema).extend({
  /** Of all the reviews of the stores (not only those of the filters): the rating's mean, 0 without reviews. */
  average: z.number(),
  count: z.number().int(),
  /** How many reviews gave each rating: index 0 is one star. */
  distribution: z.array(z.number().int()).length(5),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const reviewIdParamsSchema = z.object({ id: idSchema });
