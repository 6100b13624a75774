import { isActiveStore } from '@dhub/contract';
import type { Actor } from '../../access/actor.js';
import { HttpError } from '../../lib/http-error.js';

/** A store of the actor that may change its delivery boys: 404 another vendor's, 403 suspended or rejected. */
export function activeStoreOf(actor: Actor, storeId: string) {
  const store = actor.stores.find((candidate) => candidate.id === storeId);
  if (!store) throw new HttpError(404, 'shopNotFound');
  if (!isActiveStore(store.status)) throw new HttpError(403, 'storeNotActive');
  return store;
}

/** The store a new delivery boy joins: active, and one that delivers (a store of visits has none: 409). */
export function deliveringStoreOf(actor: Actor, storeId: string) {
  const store = activeStoreOf(actor, storeId);
  if (store.kind === 'booking') throw new HttpError(409, 'storeDoesNotDeliver');
  return store;
}
