/** User-facing texts of plans and subscriptions. */
export const PLAN_MESSAGES = {
  planNotFound: 'This plan was not found.',
  planNotForStore: "This plan is not for this store's service.",
  subscribed: 'Plan activated.',
  subscriptionScheduled: 'Plan renewed: it starts when the current one ends.',
  downgradeScheduled: 'Plan changed: the new plan starts when the current one ends.',
  subscriptionAwaitingPayment: 'Plan reserved: send the payment details to activate it.',
  planPaymentSubmitted: 'Payment details sent: the plan starts once the marketplace confirms them.',
  subscriptionNotFound: 'This subscription was not found.',
  subscriptionNotAwaitingPayment: 'This subscription is not waiting for a payment.',
  subscriptionNotSubmitted: 'This subscription has no payment waiting for confirmation.',
  planPaymentConfirmed: 'Payment confirmed: the plan is active.',
  planPaymentRejected: 'Payment rejected.',
  freePlanOnce: 'The free plan cannot be renewed while it is running.',
  planAlreadyScheduled: 'A plan is already set to follow the current one.',
  listingLimitReached:
    'This store has as many products as its plan allows. A plan with a higher limit lets you add more (see Subscription).',
} as const;
