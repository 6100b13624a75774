import { remainingCredit } from './constants.js';

/** What choosing a plan does, as `placePlan` decides it. */
export type PlanMove = 'choose' | 'renew' | 'upgrade' | 'downgrade';

/** A running or scheduled subscription as placement reads it (times in ms since the epoch). */
export interface PlacedSubscription {
  planId: string;
  /** What its plan costs now. */
  planPrice: number;
  /** What was paid for it (its credit when replaced is a share of this). */
  price: number;
  startsAt: number;
  /** Null: it does not end. */
  endsAt: number | null;
}

/** Where a plan bought now goes, or why it cannot be bought. */
export type PlanPlacement =
  | { refused: 'freePlanOnce' | 'planAlreadyScheduled'; move: PlanMove | null }
  | {
      refused: null;
      move: PlanMove;
      /** Now, or when the paid plan in force ends. */
      startsAt: number;
      /** The unused share of the paid plan it replaces now (paid from the wallet: taken off the price). */
      credit: number;
      /** price − credit, never below zero: what the wallet pays now. */
      payNow: number;
      /** The plan in force ends now. */
      endsCurrent: boolean;
      /** The plan waiting after the one in force is cancelled (what was paid for it goes back). */
      cancelsNext: boolean;
    };

/** The subscription in force at `now` (the latest started and not ended) and the one waiting after it (the first to start). */
export function inForceAndNext<T extends { startsAt: number; endsAt: number | null }>(
  active: readonly T[],
  now: number,
): { current: T | null; next: T | null } {
  const started = active.filter((row) => row.startsAt <= now && (row.endsAt === null || row.endsAt > now));
  const waiting = active.filter((row) => row.startsAt > now);
  return {
    current: started.reduce<T | null>((latest, row) => (!latest || row.startsAt > latest.startsAt ? row : latest), null),
    next: waiting.reduce<T | null>((first, row) => (!first || row.startsAt < first.startsAt ? row : first), null),
  };
}

/**
 * Where a plan bought at `now` goes, one rule for the server (which applies it) and the web (which
 * shows it before asking):
 * - without a paid plan in force, a paid plan starts now; the free plan cannot be taken again;
 * - the same paid plan renews: it starts when the current one ends;
 * - a cheaper or free plan waits for the paid one in force to end (no money back);
 * - a dearer plan (an upgrade) or another of the same price starts now; the current one ends now and
 *   its unused time is credited, and a plan waiting after it is cancelled.
 * One plan at most waits: a second renewal or downgrade is refused.
 */
export function placePlan(
  plan: { id: string; price: number },
  { current, next, now }: { current: PlacedSubscription | null; next: PlacedSubscription | null; now: number },
): PlanPlacement {
  const paid = current && current.planPrice > 0 ? current : null;
  const payNowOf = (credit: number) => Math.max(0, plan.price - credit);
  if (!paid) {
    if (plan.price === 0) return { refused: 'freePlanOnce', move: null };
    return {
      refused: null,
      move: 'upgrade',
      startsAt: now,
      credit: 0,
      payNow: plan.price,
      endsCurrent: current !== null,
      cancelsNext: next !== null,
    };
  }
  const move: PlanMove =
    plan.id === paid.planId ? 'renew' : plan.price < paid.planPrice ? 'downgrade' : plan.price > paid.planPrice ? 'upgrade' : 'choose';
  if (move === 'renew' || move === 'downgrade') {
    if (next) return { refused: 'planAlreadyScheduled', move };
    return { refused: null, move, startsAt: paid.endsAt ?? now, credit: 0, payNow: plan.price, endsCurrent: false, cancelsNext: false };
  }
  const credit = paid.endsAt === null ? 0 : remainingCredit({ price: paid.price, startsAt: paid.startsAt, endsAt: paid.endsAt }, now);
  return { refused: null, move, startsAt: now, credit, payNow: payNowOf(credit), endsCurrent: true, cancelsNext: next !== null };
}
