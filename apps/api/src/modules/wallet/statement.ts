import { MARKETPLACE_TIME_ZONE, type Statement } from '@dhub/contract';
import { and, type Column, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { WalletSettings } from '../../config.js';
import type { Database, Executor } from '../../db/client.js';
import { settlements } from '../../db/orders-schema.js';
import { iso } from '../../db/paging.js';
import { stores } from '../../db/schema.js';
import { payouts, walletEntries } from '../../db/wallet-schema.js';
import { awaitAll } from '../../db/await-all.js';

/** The balance after the store's last entry written before `at` (0 before its first). */
async function balanceBefore(db: Executor, storeId: string, at: Date): Promise<number> {
  const [row] = await db
    .select({ balance: walletEntries.balanceAfter })
    .from(walletEntries)
    .where(and(eq(walletEntries.storeId, storeId), lt(walletEntries.createdAt, at)))
    .orderBy(sql`${walletEntries.createdAt} desc, ${walletEntries.seq} desc`)
    .limit(1);
  return row ? Number(row.balance) : 0;
}

const saleColumns = {
  orderId: settlements.orderId,
  bookingId: settlements.bookingId,
  gross: settlements.gross,
  couponCost: settlements.couponCost,
  commission: settlements.commission,
  net: settlements.net,
};

/**
 * The month's sales as the statement's entries show them: the settlements whose earning was
 * credited in the month, by its entry's time as the totals are (a settlement's time is its
 * transaction's start, its entries' a moment later, after the wallet's lock; the demo's stories are
 * dated back after they are credited); and the free ones (a booking priced 0: no entry, nothing
 * moved) by their own time.
 */
function salesCredited(db: Executor, storeId: string, inMonth: (column: Column) => SQL | undefined) {
  const credited = db
    .select(saleColumns)
    .from(walletEntries)
    .innerJoin(settlements, eq(settlements.id, walletEntries.settlementId))
    .where(and(eq(walletEntries.storeId, storeId), eq(walletEntries.type, 'earning'), inMonth(walletEntries.createdAt)));
  const free = db
    .select(saleColumns)
    .from(settlements)
    .where(and(eq(settlements.storeId, storeId), eq(settlements.gross, 0), inMonth(settlements.settledAt)));
  return unionAll(credited, free).as('month_sales');
}

/**
 * A store's statement of a month (YYYY-MM, the marketplace's wall clock): balances, totals by entry
 * type, sales, payouts, all read from one snapshot (an entry written meanwhile is in all or none).
 */
export function monthlyStatement(db: Database, storeId: string, month: string, settings: WalletSettings): Promise<Statement> {
  return db.transaction((tx) => statementOf(tx, storeId, month, settings), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

async function statementOf(db: Executor, storeId: string, month: string, settings: WalletSettings): Promise<Statement> {
  const zone = sql.raw(`'${MARKETPLACE_TIME_ZONE}'`);
  const [bounds] = await db
    .execute<{ from: Date | string; to: Date | string }>(
      sql`select (${`${month}-01`}::timestamp at time zone ${zone}) as "from", ((${`${month}-01`}::date + interval '1 month')::timestamp at time zone ${zone}) as "to"`,
    )
    .then((result) => (result as unknown as { rows: { from: Date | string; to: Date | string }[] }).rows);
  const from = new Date(bounds!.from);
  const to = new Date(bounds!.to);
  const inMonth = (column: Column) => and(gte(column, from), lt(column, to));
  const monthSales = salesCredited(db, storeId, inMonth);
  const [[store], opening, closing, totals, [sales], [paid]] = await awaitAll(db, [
    db.select({ name: stores.name, address: stores.address }).from(stores).where(eq(stores.id, storeId)),
    () => balanceBefore(db, storeId, from),
    () => balanceBefore(db, storeId, to),
    db
      .select({ type: walletEntries.type, amount: sql<number>`sum(${walletEntries.amount})::bigint`.mapWith(Number), count: count() })
      .from(walletEntries)
      .where(and(eq(walletEntries.storeId, storeId), inMonth(walletEntries.createdAt)))
      .groupBy(walletEntries.type)
      .orderBy(walletEntries.type),
    db
      .select({
        orders: sql<number>`count(${monthSales.orderId})::int`,
        bookings: sql<number>`count(${monthSales.bookingId})::int`,
        gross: sql<number>`coalesce(sum(${monthSales.gross}), 0)::bigint`.mapWith(Number),
        couponCost: sql<number>`coalesce(sum(${monthSales.couponCost}), 0)::bigint`.mapWith(Number),
        commission: sql<number>`coalesce(sum(${monthSales.commission}), 0)::bigint`.mapWith(Number),
        net: sql<number>`coalesce(sum(${monthSales.net}), 0)::bigint`.mapWith(Number),
      })
      .from(monthSales),
    db
      .select({ paid: sql<number>`coalesce(sum(${payouts.amount}), 0)::bigint`.mapWith(Number), count: count() })
      .from(payouts)
      .where(and(eq(payouts.storeId, storeId), eq(payouts.status, 'paid'), gte(payouts.paidAt, from), lt(payouts.paidAt, to))),
  ]);
  return {
    storeId,
    storeName: store!.name,
    storeAddress: store!.address,
    month,
    from: iso(from),
    to: iso(to),
    timeZone: MARKETPLACE_TIME_ZONE,
    currency: settings.currency,
    openingBalance: opening,
    closingBalance: closing,
    totals,
    sales: sales!,
    payouts: { paid: paid!.paid, count: paid!.count },
    generatedAt: new Date().toISOString(),
  };
}
