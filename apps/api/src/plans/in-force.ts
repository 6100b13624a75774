import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { plans, subscriptions } from '../db/plans-schema.js';
import { stores } from '../db/schema.js';

/**
 * The plan in force for a store now: its latest active subscription that has started and not
 * ended, else the free plan of its service (every store starts on it). Computed from stored
 * times, so a plan ends on time on every instance without a job.
 */
export const planInForceId = (storeId: PgColumn | SQL): SQL<string | null> => sql`coalesce(
  (select ${subscriptions.planId} from ${subscriptions}
    where ${subscriptions.storeId} = ${storeId} and ${subscriptions.status} = 'active'
      and ${subscriptions.startsAt} <= statement_timestamp()
      and (${subscriptions.endsAt} is null or ${subscriptions.endsAt} > statement_timestamp())
    order by ${subscriptions.startsAt} desc limit 1),
  (select ${plans.id} from ${plans} join ${stores} on ${stores.serviceId} = ${plans.serviceId}
    where ${stores.id} = ${storeId} and ${plans.price} = 0 and ${plans.isActive}
    order by ${plans.id} limit 1))`;

/** The commission rate of the plan in force (the store's own rate when its service has no plans). */
export const commissionRateNow = (storeId: PgColumn | SQL, fallback: PgColumn | SQL): SQL<number> =>
  sql<number>`coalesce((select ${plans.commissionRate} from ${plans} where ${plans.id} = ${planInForceId(storeId)}), ${fallback})`;

/** The listing limit of the plan in force (null: none). */
export const listingLimitNow = (storeId: PgColumn | SQL): SQL<number | null> =>
  sql<number | null>`(select ${plans.listingLimit} from ${plans} where ${plans.id} = ${planInForceId(storeId)})`;
