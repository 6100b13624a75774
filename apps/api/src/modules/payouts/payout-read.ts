import type { Payout, PayoutDetail, PayoutStatus } from '@dhub/contract';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bookings } from '../../db/bookings-schema.js';
import { oneOf } from '../../db/one-of.js';
import { orders, settlements } from '../../db/orders-schema.js';
import { iso, offsetOf, pageOf } from '../../db/paging.js';
import { stores } from '../../db/schema.js';
import { payoutLines, payouts } from '../../db/wallet-schema.js';
import { HttpError } from '../../lib/http-error.js';

const selectPayouts = (db: Executor) =>
  db.select({ payout: payouts, storeName: stores.name }).from(payouts).innerJoin(stores, eq(stores.id, payouts.storeId)).$dynamic();

type Row = Awaited<ReturnType<ReturnType<typeof selectPayouts>['execute']>>[number];

const when = (value: Date | null) => (value ? iso(value) : null);

export const toPayout = ({ payout, storeName }: Row): Payout => ({
  _id: payout.id,
  number: `PO-${payout.number}`,
  storeId: payout.storeId,
  storeName,
  amount: payout.amount,
  status: payout.status,
  note: payout.note,
  bank: {
    bankName: payout.bankName,
    accountHolderName: payout.accountHolderName,
    accountNumberMasked: `••••${payout.accountNumber.slice(-4)}`,
    ifsCode: payout.ifsCode,
  },
  bankReference: payout.bankReference,
  reason: payout.reason,
  requestedAt: iso(payout.requestedAt),
  approvedAt: when(payout.approvedAt),
  paidAt: when(payout.paidAt),
  rejectedAt: when(payout.rejectedAt),
});

/** A payout, within `scope` (a vendor's stores; none: the operator's), or 404. */
export async function readPayout(db: Executor, id: string, scope?: SQL): Promise<Payout> {
  const [row] = await selectPayouts(db).where(and(eq(payouts.id, id), scope));
  if (!row) throw new HttpError(404, 'payoutNotFound');
  return toPayout(row);
}

/** A payout with the sales it pays, oldest available first. */
export async function readPayoutDetail(db: Executor, id: string, scope?: SQL): Promise<PayoutDetail> {
  const payout = await readPayout(db, id, scope);
  const lines = await db
    .select({ line: payoutLines, settlement: settlements, orderNumber: orders.number, bookingNumber: bookings.number })
    .from(payoutLines)
    .innerJoin(settlements, eq(settlements.id, payoutLines.settlementId))
    .leftJoin(orders, eq(orders.id, settlements.orderId))
    .leftJoin(bookings, eq(bookings.id, settlements.bookingId))
    .where(eq(payoutLines.payoutId, id))
    .orderBy(asc(settlements.availableAt), asc(settlements.id));
  const detailLines = lines.map(({ line, settlement, orderNumber, bookingNumber }) => ({
    sale: settlement.orderId
      ? { kind: 'order' as const, id: settlement.orderId, number: String(orderNumber) }
      : { kind: 'booking' as const, id: settlement.bookingId!, number: String(bookingNumber) },
    gross: settlement.gross,
    couponCost: settlement.couponCost,
    commission: settlement.commission,
    net: settlement.net,
    covered: line.covered,
    settledAt: iso(settlement.settledAt),
    availableAt: iso(settlement.availableAt),
  }));
  const fromSales = detailLines.reduce((sum, line) => sum + line.covered, 0);
  return { ...payout, lines: detailLines, other: payout.amount - fromSales };
}

export async function listPayouts(
  db: Executor,
  storeIds: readonly string[] | null,
  query: { page: number; limit: number; status?: PayoutStatus; storeId?: string },
) {
  const where = and(
    storeIds ? oneOf(payouts.storeId, storeIds) : undefined,
    query.storeId ? eq(payouts.storeId, query.storeId) : undefined,
    query.status ? eq(payouts.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectPayouts(db).where(where).orderBy(desc(payouts.requestedAt), desc(payouts.id)).limit(query.limit).offset(offsetOf(query)),
    db.select({ n: count() }).from(payouts).where(where),
  ]);
  return pageOf(query, rows.map(toPayout), total!.n);
}
