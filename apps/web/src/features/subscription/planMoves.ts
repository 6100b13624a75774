import { PLAN_EXPIRY_WARNING_DAYS, remainingCredit, type Plan, type PlansAnswer, type Subscription } from '@dhub/contract';

/** What choosing a plan does, as the server decides it (see the contract's subscribe endpoint). */
export type PlanMove = 'choose' | 'renew' | 'upgrade' | 'downgrade';

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

/** The paid subscription in force, if any (a free one, or none, counts as the free plan). */
function paidInForce(answer: PlansAnswer): { subscription: Subscription; price: number } | null {
  const inForce = planInForce(answer);
  return inForce?.subscription && inForce.price > 0 ? { subscription: inForce.subscription, price: inForce.price } : null;
}

/**
 * What choosing `plan` does, or null when it cannot be chosen: the free plan while no paid plan
 * runs (the server answers freePlanOnce). The same paid plan renews; a cheaper one (or the free
 * one) is a downgrade; a dearer one an upgrade; another of the same price replaces it now.
 */
export function moveOf(plan: Plan, answer: PlansAnswer): PlanMove | null {
  const paid = paidInForce(answer);
  if (!paid) return plan.price > 0 ? 'upgrade' : null;
  if (plan._id === paid.subscription.plan._id) return 'renew';
  if (plan.price < paid.price) return 'downgrade';
  return plan.price > paid.price ? 'upgrade' : 'choose';
}

/** What subscribing to a plan costs now and when it starts. */
export interface Quote {
  move: PlanMove;
  price: number;
  /** The unused time of the paid plan in force, taken off the price (a plan starting now). */
  credit: number;
  /** price − credit, never below zero: what the wallet pays now. */
  payNow: number;
  /** When it starts: null now, else the end of the plan (or the renewal) before it. */
  startsAt: string | null;
  /** The plan it ends now (its time credited), if any. */
  endsNow: Subscription | null;
  /** The plan scheduled next that it replaces, if any. */
  replacesNext: Subscription | null;
}

/** The server's placement of a subscription bought at `now` (a wallet purchase; an offline one is placed when confirmed). */
export function quoteOf(plan: Plan, move: PlanMove, answer: PlansAnswer, now = Date.now()): Quote {
  const paid = paidInForce(answer);
  const { next } = answer;
  if (paid && (move === 'renew' || move === 'downgrade')) {
    const renewal = move === 'renew' && next?.plan._id === plan._id ? next : null;
    return {
      move,
      price: plan.price,
      credit: 0,
      payNow: plan.price,
      startsAt: (renewal ?? paid.subscription).endsAt,
      endsNow: null,
      replacesNext: renewal ? null : next,
    };
  }
  const current = paid?.subscription;
  const credit =
    current?.startsAt && current.endsAt
      ? remainingCredit({ price: current.price, startsAt: Date.parse(current.startsAt), endsAt: Date.parse(current.endsAt) }, now)
      : 0;
  const payNow = Math.max(0, plan.price - credit);
  return { move, price: plan.price, credit: plan.price - payNow, payNow, startsAt: null, endsNow: current ?? null, replacesNext: next };
}

/** Whether the plan in force ends soon enough to warn (PLAN_EXPIRY_WARNING_DAYS). */
export const endsSoon = (answer: PlansAnswer): boolean =>
  answer.current?.endsAt != null && answer.expiresInDays !== null && answer.expiresInDays <= PLAN_EXPIRY_WARNING_DAYS;

/** A commission in basis points as a percentage in the page's language (1000 → 10%). */
export function percentOf(basisPoints: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}
