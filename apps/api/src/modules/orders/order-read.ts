import { vendorActionsFor, type OrderDetail, type OrderSummary } from '@dhub/contract';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { iso } from '../../db/paging.js';
import { orderEvents, orderLines, orders, settlements } from '../../db/orders-schema.js';
import { stores, users } from '../../db/schema.js';
import { toSettlement } from '../../sales/settlement.js';
import { awaitAll } from '../../db/await-all.js';

/** The columns of an order's list row (orders joined with stores). */
export const summaryColumns = {
  id: orders.id,
  number: orders.number,
  storeId: orders.storeId,
  storeName: stores.name,
  status: orders.status,
  placedAt: orders.placedAt,
  acceptBy: orders.acceptBy,
  customerName: orders.customerName,
  itemsCount: orders.itemsCount,
  total: orders.total,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] };

export function toSummary(row: SummaryRow): OrderSummary {
  return {
    _id: row.id,
    number: String(row.number),
    storeId: row.storeId,
    storeName: row.storeName,
    status: row.status,
    placedAt: iso(row.placedAt),
    acceptBy: iso(row.acceptBy),
    customerName: row.customerName,
    itemsCount: row.itemsCount,
    total: row.total,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
  };
}

/** The order matching `where` (e.g. its id and the reader's stores or customer id) in full, or undefined. */
export async function readOrder(db: Executor, where: SQL): Promise<OrderDetail | undefined> {
  const [row] = await db
    .select({
      ...summaryColumns,
      customerId: orders.customerId,
      customerEmail: users.email,
      customerPhone: orders.customerPhone,
      address: orders.address,
      subtotal: orders.subtotal,
      deliveryCharge: orders.deliveryCharge,
      discount: orders.discount,
      couponCode: orders.couponCode,
      note: orders.note,
      prepMinutes: orders.prepMinutes,
      readyBy: orders.readyBy,
      reason: orders.reason,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(where);
  if (!row) return undefined;
  const [lines, events, [settlement]] = await awaitAll(db, [
    db.select().from(orderLines).where(eq(orderLines.orderId, row.id)).orderBy(asc(orderLines.name), asc(orderLines.id)),
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, row.id))
      .orderBy(asc(orderEvents.at), sql`${orderEvents.id}`),
    db.select().from(settlements).where(eq(settlements.orderId, row.id)),
  ]);
  return {
    ...toSummary(row),
    customer: { _id: row.customerId, name: row.customerName, email: row.customerEmail, phone: row.customerPhone },
    address: row.address,
    lines: lines.map((line) => ({
      _id: line.id,
      itemId: line.storeItemId,
      name: line.name,
      variationName: line.variationName,
      image: line.image,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      total: line.total,
    })),
    subtotal: row.subtotal,
    deliveryCharge: row.deliveryCharge,
    discount: row.discount,
    couponCode: row.couponCode,
    settlement: settlement ? toSettlement(settlement) : null,
    note: row.note,
    prepMinutes: row.prepMinutes,
    readyBy: row.readyBy && iso(row.readyBy),
    reason: row.reason,
    timeline: events.map((event) => ({ status: event.status, at: iso(event.at), by: event.by, note: event.note })),
    actions: vendorActionsFor(row.status),
  };
}
