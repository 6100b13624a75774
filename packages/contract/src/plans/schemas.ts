import { z } from 'zod';
import { idSchema, languageQuerySchema } from '../common.js';
import { isoDateTime, minorAmount } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { paginatedSchema, paginationQuerySchema } from '../catalogue/schemas/lists.js';
import { TOP_UP_METHODS, WALLET_LIMITS } from '../wallet/constants.js';
import { WALLET_MESSAGES } from '../wallet/messages.js';
import { PLAN_FEATURES, PLAN_PAYMENT_METHODS, SUBSCRIPTION_STATUSES } from './constants.js';

export const planSchema = z.object({
  _id: z.string(),
  serviceId: z.string(),
  name: z.string(),
  description: z.string(),
  price: minorAmount,
  durationDays: z.number().int(),
  listingLimit: z.number().int().nullable().meta({ description: 'Products a store may list; null: no limit' }),
  commissionRate: z.number().int().meta({ description: 'Basis points: 1000 is 10%' }),
  features: z.array(z.enum(PLAN_FEATURES)),
  isFree: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

export const subscriptionSchema = z.object({
  _id: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  plan: planSchema.pick({ _id: true, name: true, price: true, listingLimit: true, commissionRate: true, durationDays: true }),
  status: z.enum(SUBSCRIPTION_STATUSES),
  paymentMethod: z.enum(PLAN_PAYMENT_METHODS),
  price: minorAmount.meta({ description: "The plan's price when subscribed" }),
  credit: minorAmount.meta({ description: 'The replaced plan’s remaining time, taken off the price' }),
  paid: minorAmount.meta({ description: 'price − credit' }),
  reference: z.string().nullable(),
  hasProof: z.boolean(),
  reason: z.string().nullable(),
  startsAt: isoDateTime.nullable().meta({ description: 'null until an offline payment is confirmed' }),
  endsAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const planStoreQuerySchema = z.object({
  storeId: idSchema.optional().meta({ description: "One of the vendor's stores; default: its first store" }),
  lang: languageQuerySchema,
});

export const plansAnswerSchema = z.object({
  storeId: z.string(),
  currency: z.string(),
  plans: z.array(planSchema).meta({ description: "The plans of the store's service, cheapest first" }),
  current: subscriptionSchema.nullable().meta({ description: 'The plan in force now' }),
  next: subscriptionSchema.nullable().meta({ description: 'A renewal that starts when the current one ends' }),
  usage: z.object({ listings: z.number().int(), listingLimit: z.number().int().nullable() }),
  expiresInDays: z.number().int().nullable().meta({ description: 'Whole days until the current plan ends (none: no end)' }),
  walletAvailable: minorAmount,
});
export type PlansAnswer = z.infer<typeof plansAnswerSchema>;

export const subscribeSchema = z.object({
  storeId: idSchema,
  planId: idSchema,
  payWith: z.enum(['wallet', 'offline']).meta({ description: 'Ignored for a free plan' }),
});
export type Subscribe = z.infer<typeof subscribeSchema>;

/** An offline payment for a subscription awaiting it: multipart, these fields and an optional proof file. */
export const planPaymentFieldsSchema = z.object({
  subscriptionId: idSchema,
  method: z.enum(TOP_UP_METHODS),
  reference: z
    .string({ error: WALLET_MESSAGES.referenceNeeded })
    .trim()
    .min(1, WALLET_MESSAGES.referenceNeeded)
    .max(WALLET_LIMITS.referenceMax, MESSAGES.tooLong),
});
export type PlanPaymentFields = z.infer<typeof planPaymentFieldsSchema>;

export const subscriptionHistoryQuerySchema = paginationQuerySchema.extend(planStoreQuerySchema.shape);
export const subscriptionPageSchema = paginatedSchema(subscriptionSchema);
export type SubscriptionPage = z.infer<typeof subscriptionPageSchema>;

export const subscriptionListQuerySchema = paginationQuerySchema.extend({
  lang: languageQuerySchema,
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  storeId: idSchema.optional(),
});
