import type { Language, Plan, PlanFeature, Subscription, SubscriptionStatus } from '@dhub/contract';
import { and, count, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { oneOf } from '../../db/one-of.js';
import { iso, offsetOf, pageOf } from '../../db/paging.js';
import { databaseNowText } from '../../db/database-now.js';
import { plans, subscriptions } from '../../db/plans-schema.js';
import { stores } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';

type PlanRow = typeof plans.$inferSelect;

/** A plan's name and description in `language`, in English where the operator gave no translation. */
const textsOf = (row: PlanRow, language: Language) =>
  (language === 'en' ? undefined : row.translations[language]) ?? { name: row.name, description: row.description };

export const toPlan = (row: PlanRow, language: Language = 'en'): Plan => ({
  _id: row.id,
  serviceId: row.serviceId,
  ...textsOf(row, language),
  price: row.price,
  durationDays: row.durationDays,
  listingLimit: row.listingLimit,
  commissionRate: row.commissionRate,
  features: row.features as PlanFeature[],
  isFree: row.price === 0,
});

export const selectSubscriptions = (db: Executor) =>
  db
    .select({ subscription: subscriptions, plan: plans, storeName: stores.name, now: databaseNowText })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(stores, eq(stores.id, subscriptions.storeId))
    .$dynamic();

type Row = Awaited<ReturnType<ReturnType<typeof selectSubscriptions>['execute']>>[number];

/** An active subscription is scheduled before its start and expired after its end (read from its times). */
function statusAt(row: typeof subscriptions.$inferSelect, now: number): SubscriptionStatus {
  if (row.status !== 'active') return row.status;
  if (row.startsAt && row.startsAt.getTime() > now) return 'scheduled';
  if (row.endsAt && row.endsAt.getTime() <= now) return 'expired';
  return 'active';
}

/** The rows of a status as `statusAt` reads it. */
function statusCondition(status: SubscriptionStatus): SQL {
  const now = sql`statement_timestamp()`;
  const active = eq(subscriptions.status, 'active');
  switch (status) {
    case 'scheduled':
      return and(active, gt(subscriptions.startsAt, now))!;
    case 'expired':
      return and(active, lte(subscriptions.endsAt, now))!;
    case 'active':
      return and(active, lte(subscriptions.startsAt, now), or(isNull(subscriptions.endsAt), gt(subscriptions.endsAt, now)))!;
    default:
      return eq(subscriptions.status, status);
  }
}

/** A subscription as the API answers it, its state read at the statement's time (the database's clock). */
export function toSubscription({ subscription, plan, storeName, now }: Row, language: Language = 'en'): Subscription {
  return {
    _id: subscription.id,
    storeId: subscription.storeId,
    storeName,
    plan: {
      _id: plan.id,
      name: textsOf(plan, language).name,
      price: plan.price,
      listingLimit: plan.listingLimit,
      commissionRate: plan.commissionRate,
      durationDays: plan.durationDays,
    },
    status: statusAt(subscription, Date.parse(now)),
    paymentMethod: subscription.paymentMethod,
    price: subscription.price,
    credit: subscription.credit,
    paid: subscription.paid,
    reference: subscription.reference,
    hasProof: subscription.proofKey !== null,
    reason: subscription.reason,
    startsAt: subscription.startsAt ? iso(subscription.startsAt) : null,
    endsAt: subscription.endsAt ? iso(subscription.endsAt) : null,
    createdAt: iso(subscription.createdAt),
  };
}

export async function readSubscription(db: Executor, id: string, scope?: SQL): Promise<Subscription> {
  const [row] = await selectSubscriptions(db).where(and(eq(subscriptions.id, id), scope));
  if (!row) throw new HttpError(404, 'subscriptionNotFound');
  return toSubscription(row);
}

export async function listSubscriptions(
  db: Executor,
  storeIds: readonly string[] | null,
  query: { page: number; limit: number; storeId?: string; status?: SubscriptionStatus },
  language: Language = 'en',
) {
  const where = and(
    storeIds ? oneOf(subscriptions.storeId, storeIds) : undefined,
    query.storeId ? eq(subscriptions.storeId, query.storeId) : undefined,
    query.status ? statusCondition(query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectSubscriptions(db)
      .where(where)
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(subscriptions).where(where),
  ]);
  return pageOf(
    query,
    rows.map((row) => toSubscription(row, language)),
    total!.n,
  );
}
