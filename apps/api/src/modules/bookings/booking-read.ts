import { vendorBookingActionsFor, type BookingDetail, type BookingSummary, weekdayOf } from '@dhub/contract';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { bookingEvents, bookings } from '../../db/bookings-schema.js';
import type { Executor } from '../../db/client.js';
import { settlements } from '../../db/orders-schema.js';
import { iso } from '../../db/paging.js';
import { services, stores, users } from '../../db/schema.js';
import { toSettlement } from '../../sales/settlement.js';
import { awaitAll } from '../../db/await-all.js';

/** The columns of a booking's list row (bookings joined with stores and their services). */
export const summaryColumns = {
  id: bookings.id,
  number: bookings.number,
  storeId: bookings.storeId,
  storeName: stores.name,
  serviceName: services.name,
  status: bookings.status,
  date: bookings.date,
  start: bookings.start,
  durationMinutes: bookings.durationMinutes,
  startsAt: bookings.startsAt,
  customerName: bookings.customerName,
  total: bookings.total,
  paymentMethod: bookings.paymentMethod,
  paymentStatus: bookings.paymentStatus,
  createdAt: bookings.createdAt,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] };

export const toSummary = ({ id, number, startsAt, createdAt, ...row }: SummaryRow): BookingSummary => ({
  _id: id,
  number: String(number),
  ...row,
  weekday: weekdayOf(row.date),
  startsAt: iso(startsAt),
  createdAt: iso(createdAt),
});

/** The booking matching `where` (its id and the reader's stores or customer) in full, or undefined. */
export async function readBooking(db: Executor, where: SQL): Promise<BookingDetail | undefined> {
  const [row] = await db
    .select({
      ...summaryColumns,
      customerId: bookings.customerId,
      customerEmail: users.email,
      customerPhone: bookings.customerPhone,
      address: bookings.address,
      price: bookings.price,
      discount: bookings.discount,
      couponCode: bookings.couponCode,
      note: bookings.note,
      reason: bookings.reason,
      started: sql<boolean>`${bookings.startsAt} <= now()`,
    })
    .from(bookings)
    .innerJoin(stores, eq(stores.id, bookings.storeId))
    .innerJoin(services, eq(services.id, stores.serviceId))
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(where);
  if (!row) return undefined;
  const [events, [settlement]] = await awaitAll(db, [
    db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, row.id))
      .orderBy(asc(bookingEvents.at), sql`${bookingEvents.id}`),
    db.select().from(settlements).where(eq(settlements.bookingId, row.id)),
  ]);
  const { customerId, customerEmail, customerPhone, address, price, discount, couponCode, note, reason, started, ...summary } = row;
  return {
    ...toSummary(summary),
    customer: { _id: customerId, name: row.customerName, email: customerEmail, phone: customerPhone },
    address,
    price,
    discount,
    couponCode,
    note,
    reason,
    timeline: events.map((event) => ({
      status: event.status,
      at: iso(event.at),
      by: event.by,
      note: event.note,
      rescheduledFrom: event.rescheduledFrom && iso(event.rescheduledFrom),
    })),
    actions: vendorBookingActionsFor(row.status, started),
    settlement: settlement ? toSettlement(settlement) : null,
  };
}
