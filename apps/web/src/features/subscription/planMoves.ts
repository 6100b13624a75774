import {
  PLAN_EXPIRY_WARNING_DAYS,
  placePlan,
  type PlacedSubscription,
  type Plan,
  type PlanPlacement,
  type PlansAnswer,
  type Subscription,
} from '@dhub/contract';

export type { PlanMove } from '@dhub/contract';

/** The plan in force: a subscription's, or (none) the service's free plan every store starts on. */
export interface PlanInForce {
  subscription: Subscription | null;
  /** The plan as offered now (undefined: no longer offered). */
  plan: Plan | undefined;
  name: string;
  commissionRate: number;
  /** What the plan costs now (its subscription's plan price when it is no longer offered). */
  price: number;
}

export function planInForce(answer: PlansAnswer): PlanInForce | null {
  const { current } = answer;
  if (current) {
    const plan = answer.plans.find((candidate) => candidate._id === current.plan._id);
    return {
      subscription: current,
      plan,
      name: current.plan.name,
      commissionRate: current.plan.commissionRate,
      price: plan?.price ?? current.plan.price,
    };
  }
  const free = answer.plans.find((candidate) => candidate.isFree);
  return free ? { subscription: null, plan: free, name: free.name, commissionRate: free.commissionRate, price: 0 } : null;
}

/** A subscription as the contract's placement reads it: its plan's price as offered now, else as the subscription knows it. */
function placed(subscription: Subscription | null, plans: readonly Plan[]): PlacedSubscription | null {
  if (!subscription) return null;
  const offered = plans.find((candidate) => candidate._id === subscription.plan._id);
  return {
    planId: subscription.plan._id,
    planPrice: offered?.price ?? subscription.plan.price,
    price: subscription.price,
    startsAt: Date.parse(subscription.startsAt ?? subscription.createdAt),
    endsAt: subscription.endsAt === null ? null : Date.parse(subscription.endsAt),
  };
}

/**
 * Where buying `plan` at `now` puts it, or why it cannot be bought: the contract's `placePlan`,
 * the rule the server applies to the purchase.
 */
export function placementOf(plan: Plan, answer: PlansAnswer, now = Date.now()): PlanPlacement {
  return placePlan(
    { id: plan._id, price: plan.price },
    { current: placed(answer.current, answer.plans), next: placed(answer.next, answer.plans), now },
  );
}

/** A placement the server accepts: what the plan card offers and the dialog confirms. */
export type PlanOffer = Extract<PlanPlacement, { refused: null }>;

/** Whether the plan in force ends soon enough to warn (PLAN_EXPIRY_WARNING_DAYS). */
export const endsSoon = (answer: PlansAnswer): boolean =>
  answer.current?.endsAt != null && answer.expiresInDays !== null && answer.expiresInDays <= PLAN_EXPIRY_WARNING_DAYS;

/** A commission in basis points as a percentage in the page's language (1000 → 10%). */
export function percentOf(basisPoints: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}
