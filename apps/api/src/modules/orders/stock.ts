import { asc, inArray, sql } from 'drizzle-orm';
import { storeItems, storeItemVariations } from '../../db/catalogue-schema.js';
import type { Executor } from '../../db/client.js';
import { orderLines } from '../../db/orders-schema.js';

/** A line's stock row: its variation's, else its product's; the key both orders of locking sort by. */
export interface StockLine {
  itemId: string;
  variationId?: string | null;
  quantity: number;
}
export const stockKey = (line: StockLine) => line.variationId ?? line.itemId;

/**
 * Changes the stock of each line's row by `sign × quantity`, one row at a time in `stockKey` order:
 * placing an order and giving stock back lock rows in the same order, so they cannot deadlock.
 * Taking (`sign` -1) never goes below zero: false when a row has too little (nothing is guaranteed
 * taken then; the caller's transaction rolls back).
 */
export async function moveStock(tx: Executor, lines: readonly StockLine[], sign: 1 | -1): Promise<boolean> {
  for (const line of [...lines].sort((a, b) => stockKey(a).localeCompare(stockKey(b)))) {
    const delta = sign * line.quantity;
    const moved = line.variationId
      ? await tx
          .update(storeItemVariations)
          .set({ stock: sql`${storeItemVariations.stock} + ${delta}` })
          .where(sql`${storeItemVariations.id} = ${line.variationId} and ${storeItemVariations.stock} + ${delta} >= 0`)
          .returning({ id: storeItemVariations.id })
      : await tx
          .update(storeItems)
          .set({ stock: sql`${storeItems.stock} + ${delta}`, updatedAt: sql`now()` })
          .where(sql`${storeItems.id} = ${line.itemId} and ${storeItems.stock} + ${delta} >= 0`)
          .returning({ id: storeItems.id });
    if (moved.length === 0 && sign < 0) return false;
  }
  return true;
}

/**
 * Gives back the stock of orders that were rejected or cancelled. A line's product or variation
 * that left the list gets nothing (a line ordered with a variation never restocks its product).
 */
export async function restoreStock(tx: Executor, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const lines = await tx
    .select({
      itemId: orderLines.storeItemId,
      variationId: orderLines.variationId,
      variationName: orderLines.variationName,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.id));
  const back = new Map<string, StockLine>();
  for (const line of lines) {
    if (!line.itemId || (line.variationName !== null && !line.variationId)) continue;
    const target = { itemId: line.itemId, variationId: line.variationId, quantity: line.quantity };
    const kept = back.get(stockKey(target));
    back.set(stockKey(target), kept ? { ...kept, quantity: kept.quantity + line.quantity } : target);
  }
  await moveStock(tx, [...back.values()], 1);
}
