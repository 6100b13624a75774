import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings-schema.js';
import { orders } from './orders-schema.js';
import { stores, users } from './schema.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A customer's rating of a delivered order or a completed booking (one each), and the store's reply. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
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
    uniqueIndex('reviews_booking_key').on(table.bookingId),
    check('reviews_one_sale', sql`num_nonnulls(${table.orderId}, ${table.bookingId}) = 1`),
    index('reviews_store_created_idx').on(table.storeId, table.createdAt),
    index('reviews_store_rating_idx').on(table.storeId, table.rating),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);
