import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { services, stores, users } from '../db/schema.js';

/** The demo vendor's grocery store, or undefined. */
export async function demoGroceryStore(db: Executor, demoEmail: string): Promise<string | undefined> {
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .innerJoin(users, eq(users.id, stores.vendorId))
    .innerJoin(services, eq(services.id, stores.serviceId))
    .where(and(eq(users.email, demoEmail.toLowerCase()), eq(services.kind, 'grocery')))
    .orderBy(stores.createdAt)
    .limit(1);
  return store?.id;
}
