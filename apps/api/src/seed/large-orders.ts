import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { orders } from '../db/orders-schema.js';
import { services, stores, users } from '../db/schema.js';

const NAMES = ['Asha Nair', 'Rahul Verma', 'Fatima Sheikh', 'Arjun Reddy', 'Meera Iyer', 'Vikram Singh', 'Neha Gupta', 'Karan Mehta'];
/** Nine in ten orders of a store's past are finished; the rest are spread over the other states. */
const STATES = [
  'delivered',
  'delivered',
  'delivered',
  'delivered',
  'delivered',
  'delivered',
  'rejected',
  'cancelled',
  'accepted',
  'preparing',
];

/**
 * Brings the demo grocery store to `total` orders (a bench's history: one every 30 s going back,
 * mostly delivered, cash or online, one demo customer's), in one statement with the orders' triggers
 * off (no million notifications); settles the delivered ones (10% commission, no wallet entries:
 * the ledger has its own seed), then recounts the store's kept tab counts and daily figures. Lines
 * and timelines are not made: the inbox and the dashboard's figures read orders and settlements.
 * Idempotent; answers how many it added.
 */
export async function seedLargeOrders(db: Database, demoEmail: string, total: number): Promise<number> {
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .innerJoin(users, eq(users.id, stores.vendorId))
    .innerJoin(services, eq(services.id, stores.serviceId))
    .where(and(eq(users.email, demoEmail.toLowerCase()), eq(services.kind, 'grocery')))
    .orderBy(asc(stores.createdAt))
    .limit(1);
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'customer')).limit(1);
  if (!store || !customer) return 0;
  const [existing] = await db.select({ n: count() }).from(orders).where(eq(orders.storeId, store.id));
  const missing = total - (existing?.n ?? 0);
  if (missing <= 0) return 0;
  const names = `{${NAMES.map((name) => `"${name}"`).join(',')}}`;
  const states = `{${STATES.join(',')}}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table orders disable trigger user`);
    await tx.execute(sql`
      insert into orders (store_id, customer_id, status, payment_method, payment_status, subtotal, delivery_charge, total,
        items_count, customer_name, customer_phone, address, placed_at, accept_by, updated_at)
      select ${store.id}, ${customer.id}, (${states}::order_status[])[1 + i % 10],
        (case when i % 2 = 0 then 'cod' else 'online' end)::payment_method, 'paid', 10000 + i % 5000, 3000, 13000 + i % 5000,
        1 + i % 5, (${names}::text[])[1 + i % 8] || ' ' || i, '+9198' || lpad((i % 100000000)::text, 8, '0'),
        jsonb_build_object('name', 'Bench customer', 'phone', '+919812345678', 'line1', i || ' MG Road', 'city', 'Bengaluru', 'pincode', '560038'),
        now() - make_interval(secs => 3600 + i * 30), now() - make_interval(secs => 3000 + i * 30), now() - make_interval(secs => i * 30)
      from generate_series(1, ${missing}) as i`);
    await tx.execute(sql`alter table orders enable trigger user`);
    await tx.execute(sql`alter table settlements disable trigger user`);
    await tx.execute(sql`
      insert into settlements (store_id, order_id, payment_method, gross, coupon_cost, delivery_charge, commission_rate, commission, net,
        settled_at, available_at)
      select store_id, id, payment_method, total, 0, delivery_charge, 1000, total / 10, total - total / 10, updated_at, updated_at
      from orders o
      where store_id = ${store.id} and status = 'delivered' and not exists (select 1 from settlements s where s.order_id = o.id)`);
    await tx.execute(sql`alter table settlements enable trigger user`);
    await tx.execute(sql`delete from order_status_counts where store_id = ${store.id}`);
    await tx.execute(sql`insert into order_status_counts (store_id, status, payment_method, n)
      select store_id, status, payment_method, count(*) from orders where store_id = ${store.id} group by 1, 2, 3`);
    await tx.execute(sql`select recount_daily_figures(${store.id})`);
  });
  return missing;
}
