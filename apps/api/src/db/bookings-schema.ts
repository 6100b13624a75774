import { BOOKING_STATUSES, type DeliveryAddress } from '@dhub/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { couponKind, coupons } from './coupons-schema.js';
import { orderActor, paymentMethod, paymentStatus } from './sales-enums.js';
import { stores, users } from './schema.js';

export const bookingStatus = pgEnum('booking_status', BOOKING_STATUSES);

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A booking store's terms: price per booking (paise), how long before a slot it can still be booked, how far ahead. */
export const bookingSchedules = pgTable('booking_schedules', {
  storeId: uuid('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  price: integer('price').notNull(),
  leadMinutes: integer('lead_minutes').notNull(),
  horizonDays: integer('horizon_days').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A weekly slot: every ISO weekday (1 Monday … 7 Sunday) at `start` (HH:mm, the marketplace's wall clock). */
export const scheduleSlots = pgTable(
  'schedule_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    start: text('start').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (table) => [
    uniqueIndex('schedule_slots_store_time_key').on(table.storeId, table.weekday, table.start),
    check('schedule_slots_weekday', sql`${table.weekday} between 1 and 7`),
  ],
);

/** A date the store takes no booking (a holiday). */
export const scheduleClosures = pgTable(
  'schedule_closures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    reason: text('reason'),
  },
  (table) => [uniqueIndex('schedule_closures_store_date_key').on(table.storeId, table.date)],
);

/** A customer's booking of a slot on a date. The time is copied: a later schedule change does not move it. */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: 500001 }).notNull(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    /** The weekly slot it holds a place in (null once the vendor removed that slot). */
    slotId: uuid('slot_id').references(() => scheduleSlots.id, { onDelete: 'set null' }),
    date: date('date', { mode: 'string' }).notNull(),
    start: text('start').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    startsAt: at('starts_at').notNull(),
    status: bookingStatus('status').notNull().default('pending'),
    paymentMethod: paymentMethod('payment_method').notNull(),
    paymentStatus: paymentStatus('payment_status').notNull(),
    price: integer('price').notNull(),
    discount: integer('discount').notNull().default(0),
    total: integer('total').notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    couponKind: couponKind('coupon_kind'),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone'),
    address: jsonb('address').$type<DeliveryAddress>().notNull(),
    note: text('note'),
    reason: text('reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bookings_number_key').on(table.number),
    index('bookings_store_starts_idx').on(table.storeId, table.startsAt, table.id),
    index('bookings_store_status_starts_idx').on(table.storeId, table.status, table.startsAt, table.id),
    index('bookings_customer_starts_idx').on(table.customerId, table.startsAt),
    index('bookings_slot_holding_idx')
      .on(table.slotId, table.date)
      .where(sql`${table.status} in ('pending', 'confirmed', 'inProgress')`),
    index('bookings_pending_idx')
      .on(table.storeId, table.startsAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** A booking's timeline: every state it entered (and each reschedule), when and by whom. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    status: bookingStatus('status').notNull(),
    by: orderActor('by').notNull(),
    note: text('note'),
    rescheduledFrom: at('rescheduled_from'),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [index('booking_events_booking_idx').on(table.bookingId, table.at)],
);
