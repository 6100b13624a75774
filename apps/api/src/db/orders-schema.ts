import { ORDER_STATUSES, type DeliveryAddress } from '@dhub/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, primaryKey, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storeItems, storeItemVariations } from './catalogue-schema.js';
import { couponKind, coupons } from './coupons-schema.js';
import { bookings } from './bookings-schema.js';
import { orderActor, paymentMethod, paymentStatus } from './sales-enums.js';
import { stores, users } from './schema.js';

export const orderStatus = pgEnum('order_status', ORDER_STATUSES);

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A customer's product order from one store. Amounts are integers in minor units (paise). */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What people quote: 100001, 100002… (one sequence for the marketplace). */
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: 100001 }).notNull(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    status: orderStatus('status').notNull().default('placed'),
    paymentMethod: paymentMethod('payment_method').notNull(),
    paymentStatus: paymentStatus('payment_status').notNull(),
    subtotal: integer('subtotal').notNull(),
    deliveryCharge: integer('delivery_charge').notNull(),
    discount: integer('discount').notNull().default(0),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** The coupon as used (the store may edit or delete it later). */
    couponCode: text('coupon_code'),
    couponKind: couponKind('coupon_kind'),
    total: integer('total').notNull(),
    itemsCount: integer('items_count').notNull(),
    /** The customer's name and phone when ordering: the inbox shows and searches them without a join. */
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone'),
    address: jsonb('address').$type<DeliveryAddress>().notNull(),
    note: text('note'),
    prepMinutes: integer('prep_minutes'),
    /** Why it was rejected or cancelled. */
    reason: text('reason'),
    placedAt: at('placed_at').notNull().defaultNow(),
    /** Placed and not accepted by then: rejected by the system (orders/expiry.ts), whichever instance reads it first. */
    acceptBy: at('accept_by').notNull(),
    acceptedAt: at('accepted_at'),
    readyBy: at('ready_by'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_number_key').on(table.number),
    index('orders_store_placed_idx').on(table.storeId, table.placedAt, table.id),
    index('orders_store_status_placed_idx').on(table.storeId, table.status, table.placedAt, table.id),
    index('orders_customer_placed_idx').on(table.customerId, table.placedAt),
    // The inbox's search by part of the customer's name or phone (pg_trgm, as the catalogue's names).
    index('orders_customer_name_trgm_idx').using('gin', sql`lower(${table.customerName}) gin_trgm_ops`),
    index('orders_customer_phone_trgm_idx').using('gin', sql`lower(${table.customerPhone}) gin_trgm_ops`),
    index('orders_awaiting_acceptance_idx')
      .on(table.storeId, table.acceptBy)
      .where(sql`${table.status} = 'placed'`),
  ],
);

/** A product of an order, as it was when ordered (the list may change or lose it later). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeItemId: uuid('store_item_id').references(() => storeItems.id, { onDelete: 'set null' }),
    variationId: uuid('variation_id').references(() => storeItemVariations.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    variationName: text('variation_name'),
    image: text('image'),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    total: integer('total').notNull(),
  },
  (table) => [index('order_lines_order_idx').on(table.orderId), index('order_lines_item_idx').on(table.storeItemId)],
);

/** An order's timeline: every state it entered, when and by whom. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatus('status').notNull(),
    by: orderActor('by').notNull(),
    note: text('note'),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.at)],
);

/** A use of a coupon by a customer's order or booking; a rejected or cancelled one gives its use back (the row deleted). */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupon_redemptions_order_key').on(table.orderId),
    uniqueIndex('coupon_redemptions_booking_key').on(table.bookingId),
    index('coupon_redemptions_customer_idx').on(table.couponId, table.customerId),
    check('coupon_redemptions_one_sale', sql`num_nonnulls(${table.orderId}, ${table.bookingId}) = 1`),
  ],
);

/** What a store earns from a delivered order or a completed booking, written once then: the wallet's earnings. */
export const settlements = pgTable(
  'settlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    orderId: uuid('order_id').references(() => orders.id),
    bookingId: uuid('booking_id').references(() => bookings.id),
    paymentMethod: paymentMethod('payment_method').notNull(),
    gross: integer('gross').notNull(),
    couponCost: integer('coupon_cost').notNull(),
    deliveryCharge: integer('delivery_charge').notNull(),
    /** Basis points (1000 is 10%) at the time of delivery. */
    commissionRate: integer('commission_rate').notNull(),
    commission: integer('commission').notNull(),
    net: integer('net').notNull(),
    settledAt: at('settled_at').notNull().defaultNow(),
    /** When its money counts in the available balance (the marketplace's hold after the sale). */
    availableAt: at('available_at').notNull(),
  },
  (table) => [
    uniqueIndex('settlements_order_key').on(table.orderId),
    uniqueIndex('settlements_booking_key').on(table.bookingId),
    index('settlements_store_settled_idx').on(table.storeId, table.settledAt),
    index('settlements_store_available_idx').on(table.storeId, table.availableAt),
    check('settlements_one_sale', sql`num_nonnulls(${table.orderId}, ${table.bookingId}) = 1`),
  ],
);

/**
 * How many orders each store has in each state, by payment method, kept by a trigger on orders
 * (migration 0026): the inbox's tab counts, unfiltered or by payment method, read these few rows
 * instead of counting a store's orders.
 */
export const orderStatusCounts = pgTable(
  'order_status_counts',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    status: orderStatus('status').notNull(),
    paymentMethod: paymentMethod('payment_method').notNull(),
    n: integer('n').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.status, table.paymentMethod] })],
);
