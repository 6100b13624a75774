import { ORDER_TAB_NAMES, ORDER_TABS, type EndpointArgs, type OrderPage, type OrderTab, type orderEndpoints } from '@dhub/contract';
import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { offsetOf, pageOf } from '../../db/paging.js';
import { likePattern, lowerLike } from '../../db/text-search.js';
import { orders } from '../../db/orders-schema.js';
import { stores } from '../../db/schema.js';
import { summaryColumns, toSummary } from './order-read.js';

type ListQuery = EndpointArgs<typeof orderEndpoints.list>['query'];

/** The filters other than the tab: payment, a time span, text (order number, or the customer's name or phone). */
function filters(query: ListQuery): (SQL | undefined)[] {
  const text = query.searchQuery?.trim();
  const pattern = text ? likePattern(text) : undefined;
  return [
    query.status ? eq(orders.status, query.status) : undefined,
    query.paymentMethod ? eq(orders.paymentMethod, query.paymentMethod) : undefined,
    query.from ? gte(orders.placedAt, sql`${query.from}::timestamptz`) : undefined,
    query.to ? lt(orders.placedAt, sql`${query.to}::timestamptz`) : undefined,
    pattern
      ? or(
          /^\d{1,15}$/.test(text!) ? eq(orders.number, Number(text)) : undefined,
          lowerLike(orders.customerName, pattern),
          lowerLike(orders.customerPhone, pattern),
        )
      : undefined,
  ];
}

/** A page of orders of `owner` (the vendor's stores, or a customer), with the count of each tab under the same filters. */
export async function listOrders(db: Database, owner: SQL, query: ListQuery): Promise<OrderPage> {
  const where = and(owner, ...filters(query));
  const tab = query.tab ? inArray(orders.status, [...ORDER_TABS[query.tab]]) : undefined;
  const order = query.order === 'asc' ? [asc(orders.placedAt), asc(orders.id)] : [desc(orders.placedAt), desc(orders.id)];
  const [rows, byStatus] = await Promise.all([
    db
      .select(summaryColumns)
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(and(where, tab))
      .orderBy(...order)
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ status: orders.status, n: count() }).from(orders).where(where).groupBy(orders.status),
  ]);
  const counts = Object.fromEntries(
    ORDER_TAB_NAMES.map((name) => [
      name,
      byStatus.filter((row) => (ORDER_TABS[name] as readonly string[]).includes(row.status)).reduce((sum, row) => sum + row.n, 0),
    ]),
  ) as Record<OrderTab, number>;
  const total = query.tab ? counts[query.tab] : byStatus.reduce((sum, row) => sum + row.n, 0);
  return { ...pageOf(query, rows.map(toSummary), total), counts };
}
