import { MARKETPLACE_TIME_ZONE, pincodeKey } from '@dhub/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { stores } from '../db/schema.js';

/** A store serves customers now: approved, switched on, and not paused (busy mode ends at the stored paused_until). Bookings need this. */
export const servesCustomersNow: SQL = and(
  eq(stores.status, 'approved'),
  eq(stores.shopOpen, true),
  sql`(${stores.pausedUntil} is null or ${stores.pausedUntil} <= now())`,
)!;

const localNow = sql`(now() at time zone ${MARKETPLACE_TIME_ZONE})`;
// Each an uncorrelated subquery, which PostgreSQL computes once per statement (an InitPlan), not for
// every store and opening-hours entry (per entry, the time zone and day names were most of a profile read).
const once = (value: SQL) => sql`(select ${value})`;
const today = once(sql`lower(to_char(${localNow}, 'FMDay'))`);
const yesterday = once(sql`lower(to_char(${localNow} - interval '1 day', 'FMDay'))`);
const timeNow = once(sql`${localNow}::time`);
/** The wall clock's minute: the closing minute is still open (until 23:59 is the whole day). */
const thisMinute = once(sql`date_trunc('minute', ${localNow})::time`);

/**
 * Now is within the store's opening hours, where the marketplace is: today's entry from its opening
 * time through its closing minute, or yesterday's that runs past midnight (its closing time before
 * its opening one) until its closing minute. A store without hours is always within them.
 */
export const withinOpeningHours: SQL = sql`(${stores.workingHours} = '[]'::jsonb or exists (
  select 1 from jsonb_array_elements(${stores.workingHours}) h
  where (h->>'day' = ${today} and ${timeNow} >= (h->>'fromTime')::time
      and ((h->>'toTime')::time < (h->>'fromTime')::time or ${thisMinute} <= (h->>'toTime')::time))
    or (h->>'day' = ${yesterday}
      and (h->>'toTime')::time < (h->>'fromTime')::time and ${thisMinute} <= (h->>'toTime')::time)))`;

/** A store takes product orders now: it serves customers and is within its opening hours. */
export const takesOrdersNow: SQL = and(servesCustomersNow, withinOpeningHours)!;

/**
 * The store delivers to `pincode`: it lists none (everywhere), or one that is the same as
 * pincodeKey compares them (no spaces or dashes, any case).
 */
export const deliversTo = (pincode: string): SQL =>
  sql`(${stores.deliveryPincodes} = '[]'::jsonb or exists (select 1 from jsonb_array_elements_text(${stores.deliveryPincodes}) p
    where lower(regexp_replace(p, '[[:space:]-]+', '', 'g')) = ${pincodeKey(pincode)}))`;
