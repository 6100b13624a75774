import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { services, stores, users } from '../db/schema.js';
import { wallets } from '../db/wallet-schema.js';

/**
 * Brings the demo grocery store's wallet to `total` entries (a bench's history: an earning, its
 * commission, its coupon and now and then a top-up, one a minute going back), in one statement,
 * with their running balances after the entries it had; then its wallet's balance and count.
 * Idempotent; answers how many it added.
 */
export async function seedLargeLedger(db: Database, demoEmail: string, total: number): Promise<number> {
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .innerJoin(users, eq(users.id, stores.vendorId))
    .innerJoin(services, eq(services.id, stores.serviceId))
    .where(and(eq(users.email, demoEmail.toLowerCase()), eq(services.kind, 'grocery')))
    .orderBy(asc(stores.createdAt))
    .limit(1);
  if (!store) return 0;
  return db.transaction(async (tx) => {
    await tx.insert(wallets).values({ storeId: store.id }).onConflictDoNothing();
    const [wallet] = await tx.select().from(wallets).where(eq(wallets.storeId, store.id)).for('update');
    const missing = total - Number(wallet!.entryCount);
    if (missing <= 0) return 0;
    await tx.execute(sql`
      insert into wallet_entries (store_id, type, amount, balance_after, available_at, created_at)
      select ${store.id}, e.type, e.amount, ${wallet!.balance}::bigint + sum(e.amount) over (order by e.i), e.at, e.at
      from (
        select i, now() - make_interval(secs => (${missing} - i) * 60) as at,
          (array['earning', 'commission', 'couponCost', 'topUp'])[1 + i % 4]::wallet_entry_type as type,
          case i % 4 when 0 then 10000 + i % 5000 when 1 then -(1000 + i % 500) when 2 then -(200 + i % 100) else 50000 end as amount
        from generate_series(1, ${missing}) as i
      ) e
      order by e.i`);
    await tx.execute(sql`update wallets set
      balance = (select balance_after from wallet_entries where store_id = ${store.id} order by seq desc limit 1),
      entry_count = entry_count + ${missing},
      type_counts = (select jsonb_object_agg(type, n) from (select type, count(*) as n from wallet_entries where store_id = ${store.id} group by type) t)
      where store_id = ${store.id}`);
    return missing;
  });
}
