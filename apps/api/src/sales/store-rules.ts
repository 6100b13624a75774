import { pincodeKey } from '@dhub/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { stores } from '../db/schema.js';

/** A store takes orders now: approved, open, and not paused (busy mode ends at the stored paused_until). */
export const takesOrdersNow: SQL = and(
  eq(stores.status, 'approved'),
  eq(stores.shopOpen, true),
  sql`(${stores.pausedUntil} is null or ${stores.pausedUntil} <= now())`,
)!;

/**
 * The store delivers to `pincode`: it lists none (everywhere), or one that is the same as
 * pincodeKey compares them (no spaces or dashes, any case).
 */
export const deliversTo = (pincode: string): SQL =>
  sql`(${stores.deliveryPincodes} = '[]'::jsonb or exists (select 1 from jsonb_array_elements_text(${stores.deliveryPincodes}) p
    where lower(regexp_replace(p, '[[:space:]-]+', '', 'g')) = ${pincodeKey(pincode)}))`;
