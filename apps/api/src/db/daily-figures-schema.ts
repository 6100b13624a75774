import { bigint, integer, date, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { orderStatus } from './orders-schema.js';
import { stores } from './schema.js';

/*
 * A store's figures per day where the marketplace is (the SQL function marketplace_day), kept by
 * triggers on orders and settlements (migration 0034) in the same transaction as the change: the
 * dashboard sums a period's whole days from these few rows and reads only its partial first and
 * last days from the orders and settlements themselves.
 */

const storeId = () =>
  uuid('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' });
const day = () => date('day', { mode: 'string' }).notNull();
const sum = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** The orders placed that day, by their state now. */
export const dailyOrders = pgTable(
  'daily_orders',
  { storeId: storeId(), day: day(), status: orderStatus('status').notNull(), n: integer('n').notNull().default(0) },
  (table) => [primaryKey({ columns: [table.storeId, table.day, table.status] })],
);

/** The sales settled that day: all of them (orders delivered, bookings completed) and the orders alone. */
export const dailySales = pgTable(
  'daily_sales',
  {
    storeId: storeId(),
    day: day(),
    sales: integer('sales').notNull().default(0),
    gross: sum('gross'),
    orders: integer('orders').notNull().default(0),
    ordersGross: sum('orders_gross'),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.day] })],
);

/**
 * The lines of the orders settled that day, by product: a product of the list by its item (no
 * reference: a removed item's id stays, and the reading joins the list), else by its name.
 */
export const dailyItems = pgTable(
  'daily_items',
  {
    storeId: storeId(),
    day: day(),
    /** The item's id, or 'name:' and the line's name. */
    product: text('product').notNull(),
    itemId: uuid('item_id'),
    name: text('name').notNull(),
    quantity: sum('quantity'),
    revenue: sum('revenue'),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.day, table.product] })],
);
