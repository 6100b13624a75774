import type { CouponState } from '@dhub/contract';
import { sql, type SQL } from 'drizzle-orm';
import { coupons } from '../../db/coupons-schema.js';

/** A coupon's state now, from its switch, its window and its uses: never stored, so it changes by itself on every instance. */
export const couponState: SQL<CouponState> = sql<CouponState>`case
  when not ${coupons.isActive} then 'off'
  when ${coupons.endsAt} <= now() then 'expired'
  when ${coupons.totalLimit} is not null and ${coupons.usedCount} >= ${coupons.totalLimit} then 'usedUp'
  when ${coupons.startsAt} > now() then 'scheduled'
  else 'active' end`;
