/**
 * A subscription's life: a free or wallet-paid plan is active at once (or scheduled after the
 * current one, when renewing); an offline payment waits for its proof (awaitingPayment), then
 * for the operator (paymentSubmitted), who confirms it (active) or rejects it. An upgrade
 * replaces the current one (replaced); time ends it (expired: computed from its end, not stored).
 */
export const SUBSCRIPTION_STATUSES = [
  'awaitingPayment',
  'paymentSubmitted',
  'scheduled',
  'active',
  'expired',
  'replaced',
  'rejected',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PLAN_PAYMENT_METHODS = ['wallet', 'offline', 'free'] as const;
export type PlanPaymentMethod = (typeof PLAN_PAYMENT_METHODS)[number];

export const PLAN_FEATURES = [
  'catalogue',
  'ordersInbox',
  'coupons',
  'bookings',
  'reports',
  'prioritySupport',
  'featuredListing',
  'bulkCsv',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** Days before its end a plan warns the vendor. */
export const PLAN_EXPIRY_WARNING_DAYS = 7;

/** What a plan's remaining time is worth when it is replaced: its price × the share of its time left. */
export function remainingCredit(plan: { price: number; startsAt: number; endsAt: number }, now: number): number {
  if (plan.price <= 0 || now >= plan.endsAt) return 0;
  const total = plan.endsAt - plan.startsAt;
  const left = plan.endsAt - Math.max(now, plan.startsAt);
  return Math.floor((plan.price * left) / total);
}
