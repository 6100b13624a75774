import { inForceAndNext, type Language, type PlansAnswer } from '@dhub/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { WalletSettings } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { plans, subscriptions } from '../../db/plans-schema.js';
import { stores } from '../../db/schema.js';
import { balancesOf } from '../../money/ledger.js';
import { listingUsage } from '../../plans/listing-limit.js';
import { selectSubscriptions, toPlan, toSubscription } from './subscription-read.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The plans of the store's service, its plan in force and the one after it, its listings against its limit, its wallet. */
export async function plansOf(db: Executor, storeId: string, settings: WalletSettings, language: Language): Promise<PlansAnswer> {
  const [store] = await db.select({ serviceId: stores.serviceId }).from(stores).where(eq(stores.id, storeId));
  const [offered, active, usage, balances] = await Promise.all([
    db
      .select()
      .from(plans)
      .where(and(eq(plans.serviceId, store!.serviceId), eq(plans.isActive, true)))
      .orderBy(asc(plans.price), asc(plans.durationDays)),
    selectSubscriptions(db).where(and(eq(subscriptions.storeId, storeId), eq(subscriptions.status, 'active'))),
    listingUsage(db, storeId),
    balancesOf(db, storeId),
  ]);
  // The database's clock of the read (each row carries it): the same as the plan in force's in SQL.
  const now = active[0] ? Date.parse(active[0].now) : Date.now();
  const read = active.map((row) => {
    const subscription = toSubscription(row, language);
    return {
      subscription,
      startsAt: Date.parse(subscription.startsAt!),
      endsAt: subscription.endsAt ? Date.parse(subscription.endsAt) : null,
    };
  });
  const inForce = inForceAndNext(read, now);
  const current = inForce.current?.subscription ?? null;
  const next = inForce.next?.subscription ?? null;
  const expiresInDays = current?.endsAt ? Math.max(0, Math.ceil((Date.parse(current.endsAt) - now) / DAY_MS)) : null;
  return {
    storeId,
    currency: settings.currency,
    plans: offered.map((row) => toPlan(row, language)),
    current,
    next,
    usage,
    expiresInDays,
    walletAvailable: balances.available,
  };
}
