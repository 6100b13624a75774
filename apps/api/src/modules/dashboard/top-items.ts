import { DASHBOARD_LIMITS, type TopItem } from '@dhub/contract';
import { sql } from 'drizzle-orm';
import { storeItems } from '../../db/catalogue-schema.js';
import type { Executor } from '../../db/client.js';
import { dailyItems } from '../../db/daily-figures-schema.js';
import { orderLines, settlements } from '../../db/orders-schema.js';
import { preparedRowsOf } from '../../db/prepared.js';
import { inEdges, inStores, inWholeDays, type DashboardPeriod } from './scope.js';

interface ItemRow extends Record<string, unknown> {
  item_id: string | null;
  name: string;
  quantity: string | number;
  revenue: string | number;
}

/**
 * The products that brought the most in the orders delivered (settled) in the period, by the lines'
 * totals (whole days kept per day and product, partial ones read): a product of the list by its item
 * (whatever the variation), one removed since by its name.
 */
export async function topItems(db: Executor, period: DashboardPeriod): Promise<TopItem[]> {
  const rows = await preparedRowsOf<ItemRow>(
    db,
    sql`
    select ${storeItems.id}::text as item_id, min(sold.name) as name, sum(sold.quantity)::bigint as quantity, sum(sold.revenue)::bigint as revenue
    from (
      select ${dailyItems.itemId} as item_id, ${dailyItems.name} as name, ${dailyItems.quantity} as quantity, ${dailyItems.revenue} as revenue
      from ${dailyItems}
      where ${inStores(dailyItems.storeId, period.storeIds)} and ${inWholeDays(dailyItems.day, period)}
      union all
      select ${orderLines.storeItemId}, ${orderLines.name}, ${orderLines.quantity}, ${orderLines.total}
      from ${settlements} join ${orderLines} on ${orderLines.orderId} = ${settlements.orderId}
      where ${inStores(settlements.storeId, period.storeIds)} and ${inEdges(settlements.settledAt, period)}
    ) as sold
    left join ${storeItems} on ${storeItems.id} = sold.item_id
    group by ${storeItems.id}, case when ${storeItems.id} is null then sold.name end
    order by revenue desc, quantity desc, name
    limit ${sql.raw(String(DASHBOARD_LIMITS.topItems))}`,
  );
  return rows.map((row) => ({ itemId: row.item_id, name: row.name, quantity: Number(row.quantity), revenue: Number(row.revenue) }));
}
