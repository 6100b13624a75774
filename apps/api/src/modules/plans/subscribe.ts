import { PLAN_MESSAGES as M, remainingCredit, type Subscribe } from '@dhub/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { plans, subscriptions } from '../../db/plans-schema.js';
import { stores } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { appendEntries, balancesOf, lockWallet } from '../../money/ledger.js';
import { readSubscription } from './subscription-read.js';

type PlanRow = typeof plans.$inferSelect;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The store's subscription in force now (none: it is on its service's free plan) and the one scheduled after it. */
async function currentAndNext(tx: Executor, storeId: string) {
  const rows = await tx
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.storeId, storeId), eq(subscriptions.status, 'active')))
    .orderBy(sql`${subscriptions.startsAt} desc`);
  const now = Date.now();
  const started = rows.filter(({ subscription }) => subscription.startsAt!.getTime() <= now);
  const current = started.find(({ subscription }) => !subscription.endsAt || subscription.endsAt.getTime() > now) ?? null;
  const next = rows.find(({ subscription }) => subscription.startsAt!.getTime() > now) ?? null;
  return { current, next };
}

/**
 * When a plan bought now starts, what the plan it replaces is worth, and what it replaces:
 * - the same paid plan renews: it starts when the current one ends;
 * - a cheaper or free plan waits for the paid one in force to end (no money back);
 * - a dearer plan starts now; the current one ends now and its remaining time is credited, and a
 *   plan bought to follow it is cancelled (what was paid for it goes back to the wallet).
 * One plan at most waits after the current one: a second renewal or downgrade is refused.
 */
async function placement(tx: Executor, storeId: string, plan: PlanRow) {
  const { current, next } = await currentAndNext(tx, storeId);
  const now = new Date();
  const currentPaid = current && current.plan.price > 0 ? current : null;
  if (plan.price === 0 && (!currentPaid || currentPaid.plan.id === plan.id)) throw new HttpError(409, 'freePlanOnce');
  if (currentPaid && (currentPaid.plan.id === plan.id || plan.price < currentPaid.plan.price)) {
    if (next) throw new HttpError(409, 'planAlreadyScheduled');
    return { startsAt: currentPaid.subscription.endsAt!, credit: 0, replaceNow: null, replaceScheduled: null };
  }
  const credit = currentPaid
    ? remainingCredit(
        {
          price: currentPaid.subscription.price,
          startsAt: currentPaid.subscription.startsAt!.getTime(),
          endsAt: currentPaid.subscription.endsAt!.getTime(),
        },
        now.getTime(),
      )
    : 0;
  return { startsAt: now, credit, replaceNow: current, replaceScheduled: next };
}

/** Puts a subscription in force from its placement: the replaced ones end, it gets its start and end. */
async function activate(tx: Executor, id: string, storeId: string, plan: PlanRow) {
  const { startsAt, credit, replaceNow, replaceScheduled } = await placement(tx, storeId, plan);
  if (replaceNow) {
    await tx.update(subscriptions).set({ status: 'replaced', endsAt: startsAt }).where(eq(subscriptions.id, replaceNow.subscription.id));
  }
  if (replaceScheduled) {
    const { id: scheduledId, paid } = replaceScheduled.subscription;
    await tx.update(subscriptions).set({ status: 'replaced' }).where(eq(subscriptions.id, scheduledId));
    await appendEntries(tx, storeId, [
      { type: 'adjustment', amount: paid, note: `Refund of the plan that was to follow (${replaceScheduled.plan.name})` },
    ]);
  }
  const endsAt = plan.durationDays ? new Date(startsAt.getTime() + plan.durationDays * DAY_MS) : null;
  await tx.update(subscriptions).set({ status: 'active', startsAt, endsAt }).where(eq(subscriptions.id, id));
  return { credit, scheduled: startsAt.getTime() > Date.now() };
}

async function planFor(tx: Executor, storeId: string, planId: string): Promise<PlanRow> {
  const [plan] = await tx
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.isActive, true)));
  if (!plan) throw new HttpError(404, 'planNotFound');
  const [store] = await tx.select({ serviceId: stores.serviceId }).from(stores).where(eq(stores.id, storeId));
  if (store?.serviceId !== plan.serviceId) throw new HttpError(409, 'planNotForStore');
  return plan;
}

/**
 * Subscribes a store to a plan, under the store's wallet lock (its plan and its money change one
 * request at a time): a free plan at once; paid from the wallet at once (the price less the
 * replaced plan's credit, never beyond what is available); or offline, waiting for its payment.
 */
export async function subscribe(db: Database, storeId: string, body: Subscribe) {
  const result = await db.transaction(async (tx) => {
    await lockWallet(tx, storeId);
    const plan = await planFor(tx, storeId, body.planId);
    const method = plan.price === 0 ? ('free' as const) : body.payWith;
    const [row] = await tx
      .insert(subscriptions)
      .values({ storeId, planId: plan.id, status: 'awaitingPayment', paymentMethod: method, price: plan.price, paid: plan.price })
      .returning({ id: subscriptions.id });
    const id = row!.id;
    if (method === 'offline') {
      await placement(tx, storeId, plan); // refuses what could never start (the free plan again)
      return { id, message: M.subscriptionAwaitingPayment };
    }
    const renewing = (await currentAndNext(tx, storeId)).current?.plan.id === plan.id;
    const { credit, scheduled } = await activate(tx, id, storeId, plan);
    const paid = Math.max(0, plan.price - credit);
    await tx
      .update(subscriptions)
      .set({ credit: plan.price - paid, paid })
      .where(eq(subscriptions.id, id));
    if (paid > 0) {
      if ((await balancesOf(tx, storeId)).available < paid) throw new HttpError(409, 'walletInsufficient');
      await appendEntries(tx, storeId, [{ type: 'planPurchase', amount: -paid, note: plan.name }]);
    }
    return { id, message: !scheduled ? M.subscribed : renewing ? M.subscriptionScheduled : M.downgradeScheduled };
  });
  return { message: result.message, subscription: await readSubscription(db, result.id) };
}

/**
 * The operator confirms an offline payment: the plan is placed like a wallet purchase, and the
 * replaced plan's remaining time, which the vendor paid for, goes back to its wallet.
 */
export async function confirmPlanPayment(db: Database, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ subscription: subscriptions, plan: plans })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(eq(subscriptions.id, id))
      .for('update', { of: subscriptions });
    if (!row) throw new HttpError(404, 'subscriptionNotFound');
    if (row.subscription.status !== 'paymentSubmitted') throw new HttpError(409, 'subscriptionNotSubmitted');
    const { storeId } = row.subscription;
    await lockWallet(tx, storeId);
    const { credit } = await activate(tx, id, storeId, row.plan);
    await tx.update(subscriptions).set({ credit }).where(eq(subscriptions.id, id));
    if (credit > 0) await appendEntries(tx, storeId, [{ type: 'adjustment', amount: credit, note: `Unused time of the replaced plan` }]);
  });
  return { message: M.planPaymentConfirmed, subscription: await readSubscription(db, id) };
}

export async function rejectPlanPayment(db: Database, id: string, reason: string) {
  const [row] = await db
    .update(subscriptions)
    .set({ status: 'rejected', reason })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'paymentSubmitted')))
    .returning({ id: subscriptions.id });
  if (!row) {
    await readSubscription(db, id);
    throw new HttpError(409, 'subscriptionNotSubmitted');
  }
  return { message: M.planPaymentRejected, subscription: await readSubscription(db, id) };
}
