import type { Actor } from '../access/actor.js';
import { HttpError } from '../lib/http-error.js';

/** The vendor's store a money call is about: the one asked for (404 when not its own), else its first. */
export function moneyStoreOf(actor: Actor, storeId: string | undefined): string {
  const store = storeId ? actor.stores.find((candidate) => candidate.id === storeId) : actor.stores[0];
  if (!store) throw new HttpError(404, 'shopNotFound');
  return store.id;
}
