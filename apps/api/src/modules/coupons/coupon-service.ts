import { COUPON_MESSAGES, type Coupon, type CouponPage, type couponEndpoints, type EndpointArgs } from '@dhub/contract';
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { oneOf } from '../../db/one-of.js';
import type { Database } from '../../db/client.js';
import { coupons } from '../../db/coupons-schema.js';
import { iso, offsetOf, pageOf } from '../../db/paging.js';
import { stores } from '../../db/schema.js';
import { nameContains } from '../../db/text-search.js';
import { HttpError, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/http-error.js';
import { couponState } from './coupon-state.js';

type ListQuery = EndpointArgs<typeof couponEndpoints.list>['query'];
type Terms = EndpointArgs<typeof couponEndpoints.edit>['body'];

const columns = {
  id: coupons.id,
  storeId: coupons.storeId,
  storeName: stores.name,
  code: coupons.code,
  title: coupons.title,
  kind: coupons.kind,
  value: coupons.value,
  minOrder: coupons.minOrder,
  maxDiscount: coupons.maxDiscount,
  startsAt: coupons.startsAt,
  endsAt: coupons.endsAt,
  totalLimit: coupons.totalLimit,
  perCustomerLimit: coupons.perCustomerLimit,
  isActive: coupons.isActive,
  usedCount: coupons.usedCount,
  state: couponState,
  createdAt: coupons.createdAt,
};

const selectCoupons = (db: Database) => db.select(columns).from(coupons).innerJoin(stores, eq(stores.id, coupons.storeId));

const toCoupon = ({ id, startsAt, endsAt, createdAt, ...row }: Awaited<ReturnType<typeof selectCoupons>>[number]): Coupon => ({
  _id: id,
  ...row,
  startsAt: iso(startsAt),
  endsAt: iso(endsAt),
  createdAt: iso(createdAt),
});

/** The coupons of the vendor's stores (none: no coupon). */
const ofStores = (storeIds: readonly string[]): SQL => oneOf(coupons.storeId, storeIds);
const byId = (storeIds: readonly string[], id: string) => and(eq(coupons.id, id), ofStores(storeIds))!;

export async function listCoupons(db: Database, storeIds: readonly string[], query: ListQuery): Promise<CouponPage> {
  const where = and(
    ofStores(storeIds),
    query.state ? sql`${couponState} = ${query.state}` : undefined,
    query.kind ? eq(coupons.kind, query.kind) : undefined,
    query.searchQuery ? or(nameContains(coupons.code, query.searchQuery), nameContains(coupons.title, query.searchQuery)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectCoupons(db).where(where).orderBy(desc(coupons.createdAt), desc(coupons.id)).limit(query.limit).offset(offsetOf(query)),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  return pageOf(query, rows.map(toCoupon), total?.n ?? 0);
}

async function readCoupon(db: Database, where: SQL): Promise<Coupon> {
  const [row] = await selectCoupons(db).where(where);
  if (!row) throw new HttpError(404, 'couponNotFound');
  return toCoupon(row);
}

/** The stored form of a coupon's terms. */
const termsRow = (terms: Terms) => ({
  code: terms.code,
  title: terms.title ?? null,
  kind: terms.kind,
  value: terms.kind === 'freeDelivery' ? 0 : terms.value,
  minOrder: terms.minOrder,
  maxDiscount: terms.maxDiscount,
  startsAt: new Date(terms.startsAt),
  endsAt: new Date(terms.endsAt),
  totalLimit: terms.totalLimit,
  perCustomerLimit: terms.perCustomerLimit,
  isActive: terms.isActive,
});

/** The unique (store, code) index decides between two coupons of one code, whatever the case typed (codes are kept in capitals). */
async function uniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new HttpError(409, 'couponCodeTaken');
    throw error;
  }
}

export async function addCoupon(db: Database, storeIds: readonly string[], body: Terms & { storeId: string }) {
  if (!storeIds.includes(body.storeId)) throw new HttpError(404, 'shopNotFound');
  const [row] = await uniqueCode(() =>
    db
      .insert(coupons)
      .values({ storeId: body.storeId, ...termsRow(body) })
      .returning({ id: coupons.id }),
  );
  return { message: COUPON_MESSAGES.couponCreated, coupon: await readCoupon(db, eq(coupons.id, row!.id)) };
}

/**
 * New terms apply to the next orders. A total limit below the uses so far is raised to them (the
 * table's check would refuse it): the coupon then shows used up.
 */
export async function editCoupon(db: Database, storeIds: readonly string[], id: string, body: Terms) {
  const where = byId(storeIds, id);
  const { totalLimit, ...terms } = termsRow(body);
  const [row] = await uniqueCode(() =>
    db
      .update(coupons)
      .set({
        ...terms,
        totalLimit: totalLimit === null ? null : sql`greatest(${totalLimit}::integer, ${coupons.usedCount})`,
        updatedAt: sql`now()`,
      })
      .where(where)
      .returning({ id: coupons.id }),
  );
  if (!row) throw new HttpError(404, 'couponNotFound');
  return { message: COUPON_MESSAGES.couponSaved, coupon: await readCoupon(db, where) };
}

/** Only a coupon no order holds: a used one stays (orders name it), to be switched off. */
export async function removeCoupon(db: Database, storeIds: readonly string[], id: string) {
  const where = byId(storeIds, id);
  const [deleted] = await db
    .delete(coupons)
    .where(and(where, eq(coupons.usedCount, 0)))
    .returning({ id: coupons.id });
  if (deleted) return { message: COUPON_MESSAGES.couponDeleted };
  const [exists] = await db.select({ id: coupons.id }).from(coupons).where(where);
  throw exists ? new HttpError(409, 'couponInUse') : new HttpError(404, 'couponNotFound');
}
