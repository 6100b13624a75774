import { isActiveStore, MESSAGES, WEEKDAYS, type StoreAvailabilityBody, type WorkingHoursBody } from '@dhub/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { Database } from '../../db/client.js';
import { stores } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';

const CHANGES = {
  open: () => ({ shopOpen: true, pausedUntil: null }),
  close: () => ({ shopOpen: false, pausedUntil: null }),
  pause: (minutes: number) => ({ shopOpen: true, pausedUntil: sql`now() + make_interval(mins => ${minutes})` }),
};

/** One of the vendor's stores that it may still run (404 another's; 403 suspended or rejected). */
function activeOwnStore(actor: Actor, storeId: string) {
  const own = actor.stores.find((store) => store.id === storeId);
  if (!own) throw new HttpError(404, 'notFound');
  if (!isActiveStore(own.status)) throw new HttpError(403, 'storeNotActive');
  return own;
}

/** Opens, closes or pauses one of the vendor's stores (a suspended or rejected one cannot be changed). */
export async function setStoreAvailability(db: Database, actor: Actor, storeId: string, body: StoreAvailabilityBody) {
  activeOwnStore(actor, storeId);
  const [row] = await db
    .update(stores)
    .set({ ...(body.action === 'pause' ? CHANGES.pause(body.minutes) : CHANGES[body.action]()), updatedAt: sql`now()` })
    .where(and(eq(stores.id, storeId), eq(stores.vendorId, actor.userId)))
    .returning({ shopOpen: stores.shopOpen, pausedUntil: stores.pausedUntil });
  if (!row) throw new HttpError(404, 'notFound');
  const message = { open: MESSAGES.storeOpened, close: MESSAGES.storeClosed, pause: MESSAGES.storePaused }[body.action];
  return { message, storeId, shopOpenOrClose: row.shopOpen, pausedUntil: row.pausedUntil?.toISOString() ?? null };
}

/** Replaces the store's opening hours (days in the week's order). */
export async function setWorkingHours(db: Database, actor: Actor, storeId: string, body: WorkingHoursBody) {
  activeOwnStore(actor, storeId);
  const workingHours = WEEKDAYS.flatMap((day) => body.workingHours.filter((entry) => entry.day === day));
  await db
    .update(stores)
    .set({ workingHours, updatedAt: sql`now()` })
    .where(and(eq(stores.id, storeId), eq(stores.vendorId, actor.userId)));
  return { message: MESSAGES.hoursSaved, workingHours };
}
