import { PLAN_EXPIRY_WARNING_DAYS } from '@dhub/contract';
import { and, eq, gt, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import { isWord } from '../db/literals.js';
import { notifications } from '../db/notifications-schema.js';
import { plans, subscriptions } from '../db/plans-schema.js';
import { stores } from '../db/schema.js';
import { notifyStoreOwner } from './notify.js';

const following = alias(subscriptions, 'following');
const DEDUPE_PREFIX = 'planExpiring:';

/**
 * Warns vendors (one, or all), once per subscription, of a paid plan in force that ends within
 * PLAN_EXPIRY_WARNING_DAYS with nothing after it: read from the stored times, when the vendor's
 * screens ask (the bell's count) and by the periodic jobs of every instance; the unique key keeps
 * it to one warning whichever instance writes it first.
 */
export async function warnOfEndingPlans(db: Executor, userId?: string): Promise<number> {
  const now = sql`statement_timestamp()`;
  const ending = await db
    .select({ id: subscriptions.id, storeId: stores.id, plan: plans.name, endsAt: subscriptions.endsAt })
    .from(subscriptions)
    .innerJoin(stores, eq(stores.id, subscriptions.storeId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        userId ? eq(stores.vendorId, userId) : undefined,
        isWord(subscriptions.status, 'active'),
        lte(subscriptions.startsAt, now),
        gt(subscriptions.endsAt, now),
        lte(subscriptions.endsAt, sql`${now} + make_interval(days => ${PLAN_EXPIRY_WARNING_DAYS})`),
        notExists(
          db
            .select({ one: sql`1` })
            .from(following)
            .where(
              and(
                eq(following.storeId, subscriptions.storeId),
                isWord(following.status, 'active'),
                sql`${following.startsAt} >= ${subscriptions.endsAt}`,
              ),
            ),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(notifications)
            .where(
              and(
                eq(notifications.userId, stores.vendorId),
                eq(notifications.dedupeKey, sql`${DEDUPE_PREFIX}::text || ${subscriptions.id}::text`),
              ),
            ),
        ),
      ),
    );
  for (const subscription of ending) {
    await db.transaction((tx) =>
      notifyStoreOwner(tx, subscription.storeId, {
        type: 'planExpiring',
        params: { plan: subscription.plan, endsAt: subscription.endsAt!.toISOString() },
        dedupeKey: `${DEDUPE_PREFIX}${subscription.id}`,
      }),
    );
  }
  return ending.length;
}
