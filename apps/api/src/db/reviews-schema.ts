import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders-schema.js';
import { stores, users } from './schema.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A customer's rating of a delivered order (one per order), and the store's reply. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    reply: text('reply'),
    repliedAt: at('replied_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reviews_order_key').on(table.orderId),
    index('reviews_store_created_idx').on(table.storeId, table.createdAt),
    index('reviews_store_rating_idx').on(table.storeId, table.rating),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);
