import type { WalletEntry, WalletQuery } from '@dhub/contract';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bookings } from '../../db/bookings-schema.js';
import { orders, settlements } from '../../db/orders-schema.js';
import { iso, literalCount } from '../../db/paging.js';
import { stores } from '../../db/schema.js';
import { walletEntries, wallets } from '../../db/wallet-schema.js';

export type EntryFilters = Pick<WalletQuery, 'type' | 'from' | 'to'> & { storeId: string };

export function entryConditions({ storeId, type, from, to }: EntryFilters): SQL {
  return and(
    eq(walletEntries.storeId, storeId),
    type ? eq(walletEntries.type, type) : undefined,
    from ? gte(walletEntries.createdAt, new Date(from)) : undefined,
    to ? lt(walletEntries.createdAt, new Date(to)) : undefined,
  )!;
}

/** Entries with their store's name and the sale they come from (order or booking number). */
export function selectEntries(db: Executor) {
  return db
    .select({
      entry: walletEntries,
      storeName: stores.name,
      orderId: settlements.orderId,
      bookingId: settlements.bookingId,
      orderNumber: orders.number,
      bookingNumber: bookings.number,
    })
    .from(walletEntries)
    .innerJoin(stores, eq(stores.id, walletEntries.storeId))
    .leftJoin(settlements, eq(settlements.id, walletEntries.settlementId))
    .leftJoin(orders, eq(orders.id, settlements.orderId))
    .leftJoin(bookings, eq(bookings.id, settlements.bookingId))
    .$dynamic();
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number];

export function toWalletEntry({ entry, storeName, orderId, bookingId, orderNumber, bookingNumber }: EntryRow): WalletEntry {
  const sale = orderId
    ? { kind: 'order' as const, id: orderId, number: String(orderNumber) }
    : bookingId
      ? { kind: 'booking' as const, id: bookingId, number: String(bookingNumber) }
      : null;
  return {
    _id: entry.id,
    storeId: entry.storeId,
    storeName,
    type: entry.type,
    amount: entry.amount,
    balanceAfter: entry.balanceAfter,
    availableAt: iso(entry.availableAt),
    note: entry.note,
    sale,
    payoutId: entry.payoutId,
    topUpId: entry.topUpId,
    createdAt: iso(entry.createdAt),
  };
}

/** The number of entries matching: kept on the wallet (in all, and by type) unless days filter them, counted then. */
async function totalOf(db: Executor, filters: EntryFilters): Promise<number> {
  if (!filters.from && !filters.to) {
    const [wallet] = await db
      .select({ all: wallets.entryCount, byType: wallets.typeCounts })
      .from(wallets)
      .where(eq(wallets.storeId, filters.storeId));
    return Number((filters.type ? wallet?.byType[filters.type] : wallet?.all) ?? 0);
  }
  const [row] = await db.select({ n: count() }).from(walletEntries).where(entryConditions(filters));
  return row!.n;
}

/**
 * A page of a store's entries, newest first: the page's ids by the (store, seq) index alone, then
 * their joins (joined first, PostgreSQL read and sorted a store's million entries for 20).
 */
export async function pageOfEntries(db: Executor, filters: EntryFilters, { limit, offset }: { limit: number; offset: number }) {
  const [ids, total] = await Promise.all([
    db
      .select({ id: walletEntries.id })
      .from(walletEntries)
      .where(entryConditions(filters))
      .orderBy(desc(walletEntries.seq))
      .limit(literalCount(limit))
      .offset(literalCount(offset)),
    totalOf(db, filters),
  ]);
  const rows = ids.length
    ? await selectEntries(db)
        .where(
          inArray(
            walletEntries.id,
            ids.map((row) => row.id),
          ),
        )
        .orderBy(desc(walletEntries.seq))
    : [];
  return { items: rows.map(toWalletEntry), total };
}

/** Every matching entry, oldest first (the CSV), read in batches. */
export async function* allEntries(db: Executor, filters: EntryFilters, batch = 1000): AsyncGenerator<WalletEntry> {
  let after: number | undefined;
  for (;;) {
    const rows = await selectEntries(db)
      .where(and(entryConditions(filters), after === undefined ? undefined : gt(walletEntries.seq, after)))
      .orderBy(asc(walletEntries.seq))
      .limit(batch);
    for (const row of rows) yield toWalletEntry(row);
    if (rows.length < batch) return;
    after = rows.at(-1)!.entry.seq;
  }
}
