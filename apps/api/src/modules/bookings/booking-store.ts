import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { Executor } from '../../db/client.js';
import { services, stores } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { servesCustomersNow } from '../../sales/store-rules.js';

/** One of the vendor's stores that takes bookings (404 another's or none; 409 a store of products). */
export function ownBookingStore(actor: Actor, storeId: string): string {
  const store = actor.stores.find((candidate) => candidate.id === storeId);
  if (!store) throw new HttpError(404, 'shopNotFound');
  if (store.kind !== 'booking') throw new HttpError(409, 'notBookingStore');
  return store.id;
}

/** A store as a customer sees it: approved (else 404), of bookings, and whether it takes bookings now. */
export async function customerBookingStore(db: Executor, storeId: string) {
  const [store] = await db
    .select({ kind: services.kind, name: services.name, open: sql<boolean>`${servesCustomersNow}` })
    .from(stores)
    .innerJoin(services, eq(services.id, stores.serviceId))
    .where(and(eq(stores.id, storeId), eq(stores.status, 'approved')));
  if (!store) throw new HttpError(404, 'shopNotFound');
  if (store.kind !== 'booking') throw new HttpError(409, 'notBookingStore');
  return { serviceName: store.name, open: store.open };
}
