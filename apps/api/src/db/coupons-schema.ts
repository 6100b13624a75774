import { COUPON_KINDS } from '@dhub/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { stores } from './schema.js';

export const couponKind = pgEnum('coupon_kind', COUPON_KINDS);

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A store's coupon. Amounts are paise; `value` is a whole percent for a percentage coupon. */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** In capitals (the contract's couponCodeKey): unique per store whatever the case typed. */
    code: text('code').notNull(),
    title: text('title'),
    kind: couponKind('kind').notNull(),
    value: integer('value').notNull(),
    minOrder: integer('min_order').notNull().default(0),
    maxDiscount: integer('max_discount'),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    totalLimit: integer('total_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    isActive: boolean('is_active').notNull().default(true),
    /** Orders holding a use: raised under the row's lock when ordering, never past `total_limit`. */
    usedCount: integer('used_count').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupons_store_code_key').on(table.storeId, table.code),
    index('coupons_store_created_idx').on(table.storeId, table.createdAt),
    check('coupons_used_within_limit', sql`${table.totalLimit} is null or ${table.usedCount} <= ${table.totalLimit}`),
    check('coupons_used_not_negative', sql`${table.usedCount} >= 0`),
  ],
);
