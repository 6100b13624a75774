import { ORDER_TAB_NAMES, ORDER_TABS, type EndpointArgs, type OrderPage, type OrderTab, type orderEndpoints } from '@dhub/contract';
import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { oneOf } from '../../db/one-of.js';
import type { Database } from '../../db/client.js';
import { byTimeThenId, mergedPage, offsetOf, pageOf } from '../../db/paging.js';
import { likePattern, lowerLike } from '../../db/text-search.js';
import { orderStatusCounts, orders } from '../../db/orders-schema.js';
import { stores } from '../../db/schema.js';
import { summaryColumns, toSummary } from './order-read.js';

type ListQuery = EndpointArgs<typeof orderEndpoints.list>['query'];

/** An order's number, or part of the customer's name or phone (trigram indexes serve the parts). */
function textMatch(text: string): SQL {
  const pattern = likePattern(text);
  return or(
    /^\d{1,15}$/.test(text) ? eq(orders.number, Number(text)) : undefined,
    lowerLike(orders.customerName, pattern),
    lowerLike(orders.customerPhone, pattern),
  )!;
}

/** A search finds at most this many orders through its indexes first; a broader one filters the list as it reads. */
const SEARCH_HITS_MAX = 1000;

/**
 * The orders a search matches, looked up by the trigram indexes alone (no order asked, so the plan
 * takes them), or undefined when there is no search or it matches too many to list by id. Otherwise
 * the newest-first walk of a big store's index would test every order against the pattern.
 */
async function searchHits(db: Database, owner: SQL, text: string | undefined): Promise<string[] | undefined> {
  if (!text) return undefined;
  const hits = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(owner, textMatch(text)))
    .limit(SEARCH_HITS_MAX + 1);
  return hits.length > SEARCH_HITS_MAX ? undefined : hits.map((hit) => hit.id);
}

/** The filters other than the tab: payment, a time span, text (the search's hits when it has them). */
function filters(query: ListQuery, hits: readonly string[] | undefined): (SQL | undefined)[] {
  const text = query.searchQuery?.trim();
  return [
    query.status ? eq(orders.status, query.status) : undefined,
    query.paymentMethod ? eq(orders.paymentMethod, query.paymentMethod) : undefined,
    query.from ? gte(orders.placedAt, sql`${query.from}::timestamptz`) : undefined,
    query.to ? lt(orders.placedAt, sql`${query.to}::timestamptz`) : undefined,
    hits ? oneOf(orders.id, hits) : text ? textMatch(text) : undefined,
  ];
}

/** The kept counts answer when only the payment method filters (they are by store, state and payment method). */
const keptCountsServe = (query: ListQuery) => !query.status && !query.from && !query.to && !query.searchQuery?.trim();

/** Orders per state: from the kept counts of the stores when they can answer, else counted under the filters. */
function countByStatus(db: Database, where: SQL | undefined, query: ListQuery, storeIds?: readonly string[]) {
  if (storeIds && keptCountsServe(query)) {
    return storeIds.length
      ? db
          .select({ status: orderStatusCounts.status, n: sql<number>`sum(${orderStatusCounts.n})::int` })
          .from(orderStatusCounts)
          .where(
            and(
              inArray(orderStatusCounts.storeId, [...storeIds]),
              query.paymentMethod ? eq(orderStatusCounts.paymentMethod, query.paymentMethod) : undefined,
            ),
          )
          .groupBy(orderStatusCounts.status)
      : Promise.resolve([]);
  }
  return db.select({ status: orders.status, n: count() }).from(orders).where(where).groupBy(orders.status);
}

/**
 * A page of orders of `owner` (the vendor's stores, or a customer), with the count of each tab under
 * the same filters. `storeIds`: the owner's stores, whose kept counts serve the unfiltered inbox.
 */
export async function listOrders(db: Database, owner: SQL, query: ListQuery, storeIds?: readonly string[]): Promise<OrderPage> {
  const hits = await searchHits(db, owner, query.searchQuery?.trim());
  const where = and(owner, ...filters(query, hits));
  const tab = query.tab ? inArray(orders.status, [...ORDER_TABS[query.tab]]) : undefined;
  const order = query.order === 'asc' ? [asc(orders.placedAt), asc(orders.id)] : [desc(orders.placedAt), desc(orders.id)];
  const read = (scope: SQL | undefined, limit: number, offset = 0) =>
    db
      .select(summaryColumns)
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(and(scope, tab))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
  const page =
    storeIds && storeIds.length > 1
      ? mergedPage(
          storeIds,
          query,
          (storeId, limit) => read(and(eq(orders.storeId, storeId), ...filters(query, hits)), limit),
          byTimeThenId((row) => row.placedAt, query.order),
        )
      : read(where, query.limit, offsetOf(query));
  const [rows, byStatus] = await Promise.all([page, countByStatus(db, where, query, storeIds)]);
  const counts = Object.fromEntries(
    ORDER_TAB_NAMES.map((name) => [
      name,
      byStatus.filter((row) => (ORDER_TABS[name] as readonly string[]).includes(row.status)).reduce((sum, row) => sum + row.n, 0),
    ]),
  ) as Record<OrderTab, number>;
  const total = query.tab ? counts[query.tab] : byStatus.reduce((sum, row) => sum + row.n, 0);
  return { ...pageOf(query, rows.map(toSummary), total), counts };
}
