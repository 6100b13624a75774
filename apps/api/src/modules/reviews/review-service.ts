import { REVIEW_MESSAGES, type EndpointArgs, type Review, type ReviewPage, type reviewEndpoints } from '@dhub/contract';
import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { oneOf } from '../../db/one-of.js';
import type { Database } from '../../db/client.js';
import { iso, offsetOf, pageOf } from '../../db/paging.js';
import { bookings } from '../../db/bookings-schema.js';
import { orders } from '../../db/orders-schema.js';
import { reviews } from '../../db/reviews-schema.js';
import { stores } from '../../db/schema.js';
import { HttpError, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/http-error.js';

type ListQuery = EndpointArgs<typeof reviewEndpoints.list>['query'];

const columns = {
  id: reviews.id,
  orderId: reviews.orderId,
  bookingId: reviews.bookingId,
  number: sql<number>`coalesce(${orders.number}, ${bookings.number})`.mapWith(Number),
  storeId: reviews.storeId,
  storeName: stores.name,
  customerName: sql<string>`coalesce(${orders.customerName}, ${bookings.customerName})`,
  rating: reviews.rating,
  comment: reviews.comment,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  createdAt: reviews.createdAt,
};

const selectReviews = (db: Database) =>
  db
    .select(columns)
    .from(reviews)
    .leftJoin(orders, eq(orders.id, reviews.orderId))
    .leftJoin(bookings, eq(bookings.id, reviews.bookingId))
    .innerJoin(stores, eq(stores.id, reviews.storeId));

const toReview = (row: Awaited<ReturnType<typeof selectReviews>>[number]): Review => ({
  _id: row.id,
  saleKind: row.bookingId ? 'booking' : 'order',
  saleId: (row.bookingId ?? row.orderId)!,
  saleNumber: String(row.number),
  storeId: row.storeId,
  storeName: row.storeName,
  customerName: row.customerName,
  rating: row.rating,
  comment: row.comment,
  reply: row.reply,
  repliedAt: row.repliedAt && iso(row.repliedAt),
  createdAt: iso(row.createdAt),
});

/** The reviews of the stores: a page under the filters, and the stores' average and distribution under none. */
export async function listReviews(db: Database, storeIds: readonly string[], query: ListQuery): Promise<ReviewPage> {
  const ofStores = oneOf(reviews.storeId, storeIds);
  const where = and(
    ofStores,
    query.rating ? eq(reviews.rating, query.rating) : undefined,
    query.replied === undefined ? undefined : query.replied ? isNotNull(reviews.reply) : isNull(reviews.reply),
  );
  const [rows, [filtered], byRating] = await Promise.all([
    selectReviews(db).where(where).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(query.limit).offset(offsetOf(query)),
    db.select({ n: count() }).from(reviews).where(where),
    db.select({ rating: reviews.rating, n: count() }).from(reviews).where(ofStores).groupBy(reviews.rating),
  ]);
  const distribution = [1, 2, 3, 4, 5].map((rating) => byRating.find((row) => row.rating === rating)?.n ?? 0);
  const total = distribution.reduce((sum, n) => sum + n, 0);
  const average = total ? Math.round((distribution.reduce((sum, n, index) => sum + n * (index + 1), 0) / total) * 10) / 10 : 0;
  return { ...pageOf(query, rows.map(toReview), filtered?.n ?? 0), average, count: total, distribution };
}

async function readReview(db: Database, where: SQL): Promise<Review> {
  const [row] = await selectReviews(db).where(where);
  if (!row) throw new HttpError(404, 'reviewNotFound');
  return toReview(row);
}

const ofStoresById = (storeIds: readonly string[], id: string) => and(eq(reviews.id, id), oneOf(reviews.storeId, storeIds))!;

export const getReview = (db: Database, storeIds: readonly string[], id: string) => readReview(db, ofStoresById(storeIds, id));

/** The vendor's reply, new or edited. */
export async function replyToReview(db: Database, storeIds: readonly string[], id: string, reply: string) {
  const where = ofStoresById(storeIds, id);
  const [updated] = await db
    .update(reviews)
    .set({ reply, repliedAt: sql`now()` })
    .where(where)
    .returning({ id: reviews.id });
  if (!updated) throw new HttpError(404, 'reviewNotFound');
  return { message: REVIEW_MESSAGES.replySaved, review: await readReview(db, where) };
}

/** The sale a customer reviews: its store and whether it is finished (delivered, completed). */
interface Reviewed {
  storeId: string;
  finished: boolean;
}

/** The customer's review, once: the unique order (or booking) decides between two at once. */
async function insertReview(
  db: Database,
  customerId: string,
  sale: { orderId: string } | { bookingId: string },
  reviewed: Reviewed,
  input: { rating: number; comment?: string },
) {
  if (!reviewed.finished) throw new HttpError(409, 'reviewNotAllowed');
  try {
    const [row] = await db
      .insert(reviews)
      .values({ ...sale, storeId: reviewed.storeId, customerId, rating: input.rating, comment: input.comment ?? null })
      .returning({ id: reviews.id });
    return { message: REVIEW_MESSAGES.reviewAdded, review: await readReview(db, eq(reviews.id, row!.id)) };
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new HttpError(409, 'alreadyReviewed');
    throw error;
  }
}

/** The customer's review of its delivered order. */
export async function addReview(db: Database, customerId: string, orderId: string, input: { rating: number; comment?: string }) {
  const [order] = await db
    .select({ storeId: orders.storeId, finished: sql<boolean>`${orders.status} = 'delivered'` })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!order) throw new HttpError(404, 'orderNotFound');
  return insertReview(db, customerId, { orderId }, order, input);
}

/** The customer's review of its completed booking. */
export async function addBookingReview(db: Database, customerId: string, bookingId: string, input: { rating: number; comment?: string }) {
  const [booking] = await db
    .select({ storeId: bookings.storeId, finished: sql<boolean>`${bookings.status} = 'completed'` })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.customerId, customerId)));
  if (!booking) throw new HttpError(404, 'bookingNotFound');
  return insertReview(db, customerId, { bookingId }, booking, input);
}
