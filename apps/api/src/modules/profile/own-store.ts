import { HttpError } from '../../lib/http-error.js';
import type { Actor, ActorStore } from '../../access/actor.js';

/** One of the vendor's stores, whatever its status: another vendor's answers 404 like a missing one. */
export function ownStore(actor: Actor, storeId: string): ActorStore {
  const store = actor.stores.find((candidate) => candidate.id === storeId);
  if (!store) throw new HttpError(404, 'notFound');
  return store;
}

/** One of the vendor's stores it may still change: a rejected one may (to be reviewed again), a suspended one may not. */
export function changeableStore(actor: Actor, storeId: string): ActorStore {
  const store = ownStore(actor, storeId);
  if (store.status === 'suspended') throw new HttpError(403, 'storeNotActive');
  return store;
}
