import { describe, expect, it } from 'vitest';
import type { Plan, PlansAnswer, Subscription } from '@dhub/contract';
import { endsSoon, placementOf, planInForce } from './planMoves';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-20T00:00:00.000Z');
const iso = (time: number) => new Date(time).toISOString();

const plan = (fields: Partial<Plan>): Plan => ({
  _id: 'p0',
  serviceId: 's1',
  name: 'Plan',
  description: '',
  price: 0,
  durationDays: 30,
  listingLimit: 100,
  commissionRate: 1000,
  features: [],
  isFree: false,
  ...fields,
});
const starter = plan({ _id: 'starter', name: 'Starter', price: 0, durationDays: 0, isFree: true });
const growth = plan({ _id: 'growth', name: 'Growth', price: 99_900, listingLimit: 1000, commissionRate: 800 });
const pro = plan({ _id: 'pro', name: 'Pro', price: 249_900, listingLimit: null, commissionRate: 500 });
const rival = plan({ _id: 'rival', name: 'Growth plus', price: 99_900 });

const subscription = (of: Plan, fields: Partial<Subscription>): Subscription => ({
  _id: `s-${of._id}`,
  storeId: 'store',
  storeName: 'Fresh Mart',
  plan: {
    _id: of._id,
    name: of.name,
    price: of.price,
    listingLimit: of.listingLimit,
    commissionRate: of.commissionRate,
    durationDays: of.durationDays,
  },
  status: 'active',
  paymentMethod: 'wallet',
  price: of.price,
  credit: 0,
  paid: of.price,
  reference: null,
  hasProof: false,
  reason: null,
  startsAt: iso(NOW - 15 * DAY),
  endsAt: iso(NOW + 15 * DAY),
  createdAt: iso(NOW - 15 * DAY),
  ...fields,
});

const answer = (fields: Partial<PlansAnswer>): PlansAnswer => ({
  storeId: 'store',
  currency: 'INR',
  plans: [starter, growth, rival, pro],
  current: null,
  next: null,
  usage: { listings: 3, listingLimit: 100 },
  expiresInDays: null,
  walletAvailable: 0,
  ...fields,
});

describe('plan moves', () => {
  it('reads the free plan as in force when no subscription is', () => {
    expect(planInForce(answer({}))).toMatchObject({ subscription: null, plan: starter, name: 'Starter', price: 0 });
    expect(planInForce(answer({ plans: [growth] }))).toBeNull();
  });

  it('on the free plan: a paid plan is an upgrade starting now, the free plan cannot be taken again', () => {
    const free = answer({});
    expect(placementOf(starter, free, NOW)).toEqual({ refused: 'freePlanOnce', move: null });
    expect(placementOf(growth, free, NOW)).toEqual({
      refused: null,
      move: 'upgrade',
      startsAt: NOW,
      credit: 0,
      payNow: 99_900,
      endsCurrent: false,
      cancelsNext: false,
    });
  });

  it('on a paid plan: renew and downgrade after it ends, upgrade now with its unused time credited, another of its price now', () => {
    const current = subscription(growth, {});
    const paid = answer({ current, expiresInDays: 15 });
    const endsAt = Date.parse(current.endsAt!);
    expect(placementOf(growth, paid, NOW)).toMatchObject({ refused: null, move: 'renew', startsAt: endsAt, payNow: 99_900, credit: 0 });
    expect(placementOf(starter, paid, NOW)).toMatchObject({ refused: null, move: 'downgrade', startsAt: endsAt, payNow: 0 });
    expect(placementOf(pro, paid, NOW)).toMatchObject({
      refused: null,
      move: 'upgrade',
      startsAt: NOW,
      credit: 49_950,
      payNow: 199_950,
      endsCurrent: true,
      cancelsNext: false,
    });
    expect(placementOf(rival, paid, NOW)).toMatchObject({ refused: null, move: 'choose', startsAt: NOW, endsCurrent: true });
  });

  it('while a plan waits after the one in force: a renewal or a downgrade is refused (planAlreadyScheduled), an upgrade cancels it', () => {
    const current = subscription(growth, {});
    const renewal = subscription(growth, { _id: 'renewal', startsAt: current.endsAt, endsAt: iso(NOW + 45 * DAY) });
    const renewed = answer({ current, next: renewal });
    expect(placementOf(growth, renewed, NOW)).toEqual({ refused: 'planAlreadyScheduled', move: 'renew' });
    expect(placementOf(starter, renewed, NOW)).toEqual({ refused: 'planAlreadyScheduled', move: 'downgrade' });
    expect(placementOf(pro, renewed, NOW)).toMatchObject({ refused: null, move: 'upgrade', endsCurrent: true, cancelsNext: true });
  });

  it("weighs the plan in force at its price as offered now, else at its subscription's plan price", () => {
    const current = subscription(growth, {});
    // Growth is offered at 500.00 now: a plan of 999.00 is dearer than it.
    expect(placementOf(rival, answer({ current, plans: [{ ...growth, price: 50_000 }, rival] }), NOW).move).toBe('upgrade');
    // Growth is no longer offered: its subscription says 999.00, the same price.
    expect(placementOf(rival, answer({ current, plans: [rival] }), NOW).move).toBe('choose');
  });

  it('never charges below zero: a credit larger than the price pays it all', () => {
    // Pro was bought at 2,499.00 and is offered at 1,000.00 now: a 1,500.00 plan is dearer, its credit covers it.
    const current = subscription(pro, { startsAt: iso(NOW - DAY), endsAt: iso(NOW + 29 * DAY) });
    const cheaperPro = { ...pro, price: 100_000 };
    const bigger = plan({ _id: 'big', price: 150_000 });
    const offered = answer({ current, plans: [cheaperPro, bigger] });
    expect(placementOf(bigger, offered, NOW)).toMatchObject({ refused: null, move: 'upgrade', credit: 241_570, payNow: 0 });
  });

  it('warns within PLAN_EXPIRY_WARNING_DAYS of the end of a plan that ends', () => {
    const current = subscription(growth, {});
    expect(endsSoon(answer({ current, expiresInDays: 7 }))).toBe(true);
    expect(endsSoon(answer({ current, expiresInDays: 8 }))).toBe(false);
    expect(endsSoon(answer({ current: null, expiresInDays: null }))).toBe(false);
  });
});
