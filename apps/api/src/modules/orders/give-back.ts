import type { Executor } from '../../db/client.js';
import { releaseCoupons } from '../../sales/coupon-use.js';
import { restoreStock } from './stock.js';

/** What rejected or cancelled orders held: their coupon uses, then their stock (the order placing takes them in, so no deadlock). */
export async function giveBack(tx: Executor, orderIds: readonly string[]): Promise<void> {
  await releaseCoupons(tx, { orderIds });
  await restoreStock(tx, orderIds);
}
