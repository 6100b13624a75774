import { PLAN_EXPIRY_WARNING_DAYS } from '@dhub/contract';
import { and, eq, gt, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import { isWord } from '../db/literals.js';
import { plans, subscriptions } from '../db/plans-schema.js';
import { stores } from '../db/schema.js';
import { notifyStoreOwner } from './notify.js';

const following = alias(subscriptions, 'following');

/**
 * Warns the vendor, once per subscription, of a paid plan in force that ends within
 * PLAN_EXPIRY_WARNING_DAYS with nothing after it: read from the stored times when the vendor's
 * screens ask (the bell's count), so no timer in any process is needed and any instance may write it
 * (the unique key keeps it to one).
 */
export async function warnOfEndingPlans(db: Executor, userId: string): Promise<void> {
  const now = sql`statement_timestamp()`;
  const ending = await db
    .select({ id: subscriptions.id, storeId: stores.id, plan: plans.name, endsAt: subscriptions.endsAt })
    .from(subscriptions)
    .innerJoin(stores, eq(stores.id, subscriptions.storeId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        eq(stores.vendorId, userId),
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
      ),
    );
  for (const subscription of ending) {
    await db.transaction((tx) =>
      notifyStoreOwner(tx, subscription.storeId, {
        type: 'planExpiring',
        params: { plan: subscription.plan, endsAt: subscription.endsAt!.toISOString() },
        dedupeKey: `planExpiring:${subscription.id}`,
      }),
    );
  }
}
