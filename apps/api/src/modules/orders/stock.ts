import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/**
 * Gives back the stock of orders that were rejected or cancelled: to each variation ordered, else
 * to the product (lines whose product or variation left the list give nothing back).
 */
export async function restoreStock(tx: Executor, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const ids = sql`${`{${orderIds.join(',')}}`}::uuid[]`;
  await tx.execute(sql`
    update store_items si set stock = si.stock + q.quantity, updated_at = now()
    from (select store_item_id, sum(quantity)::int as quantity from order_lines
          where order_id = any(${ids}) and variation_id is null and store_item_id is not null group by store_item_id) q
    where si.id = q.store_item_id`);
  await tx.execute(sql`
    update store_item_variations v set stock = v.stock + q.quantity
    from (select variation_id, sum(quantity)::int as quantity from order_lines
          where order_id = any(${ids}) and variation_id is not null group by variation_id) q
    where v.id = q.variation_id`);
}
