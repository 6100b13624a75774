import {
  BOOKING_TAB_NAMES,
  BOOKING_TABS,
  type BookingPage,
  type BookingTab,
  type bookingEndpoints,
  type EndpointArgs,
} from '@dhub/contract';
import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { bookings } from '../../db/bookings-schema.js';
import type { Database } from '../../db/client.js';
import { byTimeThenId, mergedPage, offsetOf, pageOf } from '../../db/paging.js';
import { services, stores } from '../../db/schema.js';
import { likePattern, lowerLike } from '../../db/text-search.js';
import { summaryColumns, toSummary } from './booking-read.js';

type ListQuery = EndpointArgs<typeof bookingEndpoints.list>['query'];

/** The filters other than the tab: state, a span of start times, text (booking number, or the customer's name or phone). */
function filters(query: ListQuery): (SQL | undefined)[] {
  const text = query.searchQuery?.trim();
  const pattern = text ? likePattern(text) : undefined;
  return [
    query.status ? eq(bookings.status, query.status) : undefined,
    query.from ? gte(bookings.startsAt, sql`${query.from}::timestamptz`) : undefined,
    query.to ? lt(bookings.startsAt, sql`${query.to}::timestamptz`) : undefined,
    pattern
      ? or(
          /^\d{1,15}$/.test(text!) ? eq(bookings.number, Number(text)) : undefined,
          lowerLike(bookings.customerName, pattern),
          lowerLike(bookings.customerPhone, pattern),
        )
      : undefined,
  ];
}

/**
 * A page of bookings of `owner` (the vendor's stores, or a customer) by start time, with each tab's
 * count under the same filters. `storeIds`: the owner's stores, each read apart by its index and merged.
 */
export async function listBookings(db: Database, owner: SQL, query: ListQuery, storeIds?: readonly string[]): Promise<BookingPage> {
  const where = and(owner, ...filters(query));
  const tab = query.tab ? inArray(bookings.status, [...BOOKING_TABS[query.tab]]) : undefined;
  const order = query.order === 'asc' ? [asc(bookings.startsAt), asc(bookings.id)] : [desc(bookings.startsAt), desc(bookings.id)];
  const read = (scope: SQL | undefined, limit: number, offset = 0) =>
    db
      .select(summaryColumns)
      .from(bookings)
      .innerJoin(stores, eq(stores.id, bookings.storeId))
      .innerJoin(services, eq(services.id, stores.serviceId))
      .where(and(scope, tab))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
  const page =
    storeIds && storeIds.length > 1
      ? mergedPage(
          storeIds,
          query,
          (storeId, limit) => read(and(eq(bookings.storeId, storeId), ...filters(query)), limit),
          byTimeThenId((row) => row.startsAt, query.order),
        )
      : read(where, query.limit, offsetOf(query));
  const [rows, byStatus] = await Promise.all([
    page,
    db.select({ status: bookings.status, n: count() }).from(bookings).where(where).groupBy(bookings.status),
  ]);
  const counts = Object.fromEntries(
    BOOKING_TAB_NAMES.map((name) => [
      name,
      byStatus.filter((row) => (BOOKING_TABS[name] as readonly string[]).includes(row.status)).reduce((sum, row) => sum + row.n, 0),
    ]),
  ) as Record<BookingTab, number>;
  const total = query.tab ? counts[query.tab] : byStatus.reduce((sum, row) => sum + row.n, 0);
  return { ...pageOf(query, rows.map(toSummary), total), counts };
}
