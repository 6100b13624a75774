import { inForceAndNext, placePlan, PLAN_MESSAGES as M, type PlanMove, type Subscribe, type Subscription } from '@dhub/contract';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { plans, subscriptions } from '../../db/plans-schema.js';
import { stores } from '../../db/schema.js';
import { databaseNow } from '../../db/database-now.js';
import { requestDigestOf } from '../../http/idempotency.js';
import { HttpError, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/http-error.js';
import { appendEntries, balancesOf, lockWallet } from '../../money/ledger.js';
import { readSubscription } from './subscription-read.js';

type PlanRow = typeof plans.$inferSelect;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Where the plan goes for the store now (the contract's placePlan, as the web shows it), with the
 * subscriptions it ends or cancels; 409 with the reason it cannot be bought.
 */
async function placementOf(tx: Executor, storeId: string, plan: PlanRow) {
  const rows = await tx
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.storeId, storeId), eq(subscriptions.status, 'active')));
  const now = await databaseNow(tx);
  const placed = rows.map((row) => ({
    row,
    planId: row.plan.id,
    planPrice: row.plan.price,
    price: row.subscription.price,
    startsAt: row.subscription.startsAt!.getTime(),
    endsAt: row.subscription.endsAt?.getTime() ?? null,
  }));
  const { current, next } = inForceAndNext(placed, now);
  const placement = placePlan({ id: plan.id, price: plan.price }, { current, next, now });
  if (placement.refused) throw new HttpError(409, placement.refused);
  return { ...placement, current: current?.row ?? null, next: next?.row ?? null };
}

/** Puts a subscription in force where it is placed: the replaced ones end, it gets its start and end. */
async function activate(tx: Executor, id: string, storeId: string, plan: PlanRow) {
  const placement = await placementOf(tx, storeId, plan);
  const startsAt = new Date(placement.startsAt);
  if (placement.endsCurrent && placement.current) {
    await tx
      .update(subscriptions)
      .set({ status: 'replaced', endsAt: startsAt })
      .where(eq(subscriptions.id, placement.current.subscription.id));
  }
  if (placement.cancelsNext && placement.next) {
    const { id: scheduledId, paid } = placement.next.subscription;
    await tx.update(subscriptions).set({ status: 'replaced' }).where(eq(subscriptions.id, scheduledId));
    await appendEntries(tx, storeId, [{ type: 'planRefund', amount: paid, note: placement.next.plan.name }]);
  }
  const endsAt = plan.durationDays ? new Date(startsAt.getTime() + plan.durationDays * DAY_MS) : null;
  await tx.update(subscriptions).set({ status: 'active', startsAt, endsAt }).where(eq(subscriptions.id, id));
  return placement;
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

interface SubscribeRequest {
  storeId: string;
  body: Subscribe;
  /** The Idempotency-Key header, if any. */
  key: string | undefined;
}

/** What a purchase says, from the subscription it made (also when a retry answers it again). */
function messageOf(subscription: Subscription, move: PlanMove | null): string {
  if (subscription.status === 'awaitingPayment') return M.subscriptionAwaitingPayment;
  if (subscription.status !== 'scheduled') return M.subscribed;
  return move === 'downgrade' ? M.downgradeScheduled : M.subscriptionScheduled;
}

/** The subscription an earlier purchase with this key made, if any (409 when that purchase asked for something else). */
async function earlierPurchase(db: Executor, { storeId, key }: SubscribeRequest, digest: string) {
  if (!key) return null;
  const [earlier] = await db
    .select({ id: subscriptions.id, digest: subscriptions.requestDigest })
    .from(subscriptions)
    .where(and(eq(subscriptions.storeId, storeId), eq(subscriptions.idempotencyKey, key)));
  if (!earlier) return null;
  if (earlier.digest !== digest) throw new HttpError(409, 'idempotencyKeyReused');
  const subscription = await readSubscription(db, earlier.id);
  return { message: messageOf(subscription, null), subscription };
}

/**
 * Subscribes a store to a plan, under the store's wallet lock (its plan and its money change one
 * request at a time): a free plan at once; paid from the wallet at once (the price less the
 * replaced plan's credit, never beyond what is available); or offline, waiting for its payment.
 * The same Idempotency-Key answers the first purchase (a retry never buys twice).
 */
export async function subscribe(db: Database, request: SubscribeRequest) {
  const { storeId, body, key } = request;
  const digest = requestDigestOf([storeId, body.planId, body.payWith]);
  const earlier = await earlierPurchase(db, request, digest);
  if (earlier) return earlier;
  try {
    const made = await db.transaction(async (tx) => {
      await lockWallet(tx, storeId);
      const plan = await planFor(tx, storeId, body.planId);
      const method = plan.price === 0 ? ('free' as const) : body.payWith;
      const [row] = await tx
        .insert(subscriptions)
        .values({
          storeId,
          planId: plan.id,
          status: 'awaitingPayment',
          paymentMethod: method,
          price: plan.price,
          paid: plan.price,
          idempotencyKey: key ?? null,
          requestDigest: digest,
        })
        .returning({ id: subscriptions.id });
      const id = row!.id;
      if (method === 'offline') {
        const { move } = await placementOf(tx, storeId, plan); // refuses what could never start (the free plan again)
        return { id, move };
      }
      const { move, payNow } = await activate(tx, id, storeId, plan);
      await tx
        .update(subscriptions)
        .set({ credit: plan.price - payNow, paid: payNow })
        .where(eq(subscriptions.id, id));
      if (payNow > 0) {
        if ((await balancesOf(tx, storeId)).available < payNow) throw new HttpError(409, 'walletInsufficient');
        await appendEntries(tx, storeId, [{ type: 'planPurchase', amount: -payNow, note: plan.name }]);
      }
      return { id, move };
    });
    const subscription = await readSubscription(db, made.id);
    return { message: messageOf(subscription, made.move), subscription };
  } catch (error) {
    // The same key sent twice at once: the second insert met the first's unique key.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION && key) {
      const first = await earlierPurchase(db, request, digest);
      if (first) return first;
    }
    throw error;
  }
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
    const { credit, current } = await activate(tx, id, storeId, row.plan);
    await tx.update(subscriptions).set({ credit }).where(eq(subscriptions.id, id));
    if (credit > 0 && current) {
      await appendEntries(tx, storeId, [{ type: 'planRefund', amount: credit, note: current.plan.name }]);
    }
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
