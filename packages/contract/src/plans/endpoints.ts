import { messageResponseSchema } from '../common.js';
import { defineEndpoints } from '../http/endpoint.js';
import { reasonBodySchema } from '../orders/schemas.js';
import { PROOF_EXTENSIONS, PROOF_FIELD, WALLET_LIMITS } from '../wallet/constants.js';
import { walletIdParamsSchema } from '../wallet/schemas.js';
import {
  planPaymentFieldsSchema,
  plansAnswerSchema,
  planStoreQuerySchema,
  subscribeSchema,
  subscriptionHistoryQuerySchema,
  subscriptionListQuerySchema,
  subscriptionPageSchema,
  subscriptionSchema,
} from './schemas.js';

const saved = messageResponseSchema.extend({ subscription: subscriptionSchema });

/** Subscription plans (the spec's store_plan and subscription paths, and addplanpayments). */
export const planEndpoints = defineEndpoints('plans', 'plans', {
  list: {
    method: 'GET',
    path: '/vendor/store_plan/getallplans',
    access: 'vendor',
    summary: "The plans of a store's service, the plan in force, its renewal, the store's listings against its limit",
    query: planStoreQuerySchema,
    response: plansAnswerSchema,
    errors: { 404: ['shopNotFound'] },
  },
  subscribe: {
    method: 'POST',
    path: '/subscription/plans/subscribe',
    access: 'vendor',
    summary: 'Subscribe a store to a plan: free at once; paid from the wallet at once; or offline (then addplanpayments)',
    description:
      'The same plan while one runs is a renewal (it starts when the current one ends); another plan replaces the ' +
      "current one now, and the current one's remaining time is credited against the price.",
    body: subscribeSchema,
    status: 201,
    response: saved,
    errors: {
      404: ['shopNotFound', 'planNotFound'],
      409: ['planNotForStore', 'walletInsufficient', 'freePlanOnce', 'planAlreadyScheduled', 'idempotencyKeyReused'],
    },
  },
  history: {
    method: 'GET',
    path: '/subscription/plans/get-history',
    access: 'vendor',
    summary: "A store's subscriptions, newest first, with their status and validity",
    query: subscriptionHistoryQuerySchema,
    response: subscriptionPageSchema,
    errors: { 404: ['shopNotFound'] },
  },
  addPayment: {
    method: 'POST',
    path: '/service-provider/addplanpayments',
    access: 'vendor',
    summary: 'The offline payment of a subscription awaiting it (reference and an optional proof); the operator confirms it',
    multipart: {
      fields: planPaymentFieldsSchema,
      files: [
        {
          name: PROOF_FIELD,
          extensions: PROOF_EXTENSIONS,
          maxCount: 1,
          maxBytes: WALLET_LIMITS.proofMaxBytes,
          required: false,
          description: 'A receipt or a screenshot of the payment',
        },
      ],
    },
    response: saved,
    errors: { 400: ['fileContentMismatch'], 404: ['subscriptionNotFound'], 409: ['subscriptionNotAwaitingPayment'] },
  },
});

/** The operator's side of plans (admin token). */
export const planOperatorEndpoints = defineEndpoints('plans.operator', 'plans: operator', {
  subscriptions: {
    method: 'GET',
    path: '/admin/subscriptions',
    access: 'admin',
    summary: 'Subscriptions of every store, newest first (admin token)',
    query: subscriptionListQuerySchema,
    response: subscriptionPageSchema,
  },
  confirmPayment: {
    method: 'POST',
    path: '/admin/subscriptions/:id/confirm',
    access: 'admin',
    summary: "Confirm a subscription's offline payment: the plan starts now, or after the plan in force (admin token)",
    params: walletIdParamsSchema,
    response: saved,
    errors: { 404: ['subscriptionNotFound'], 409: ['subscriptionNotSubmitted', 'planAlreadyScheduled', 'freePlanOnce'] },
  },
  rejectPayment: {
    method: 'POST',
    path: '/admin/subscriptions/:id/reject',
    access: 'admin',
    summary: "Reject a subscription's offline payment with a reason (admin token)",
    params: walletIdParamsSchema,
    body: reasonBodySchema,
    response: saved,
    errors: { 404: ['subscriptionNotFound'], 409: ['subscriptionNotSubmitted'] },
  },
});
