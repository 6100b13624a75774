import { CATALOGUE_VERTICALS, isActiveStore, type CatalogueVertical, type StoreStatus, type UserRole } from '@dhub/contract';
import { HttpError } from '../lib/http-error.js';

/** A store of the acting vendor, as the access check read it on this request. */
export interface ActorStore {
  id: string;
  name: string;
  /** The store's service kind: a catalogue vertical or 'booking'. */
  kind: string;
  status: StoreStatus;
}

/** A store a catalogue call acts on. */
export interface StoreScope {
  id: string;
  name: string;
  vertical: CatalogueVertical;
}

/** Who acts, read from the database on every request (not only at sign-in). */
export interface Actor {
  userId: string;
  role: UserRole;
  /** The vendor's stores, oldest first (none for the operator). */
  stores: readonly ActorStore[];
}

/** The ids of the vendor's stores, whatever their kind and status: all of them, or the one asked for (another vendor's: none). */
export const ownStoreIds = (actor: Actor, storeId?: string): string[] =>
  actor.stores.filter((store) => !storeId || store.id === storeId).map((store) => store.id);

const isVertical = (kind: string): kind is CatalogueVertical => (CATALOGUE_VERTICALS as readonly string[]).includes(kind);

/**
 * The store a catalogue call acts on: `storeId` when given (it must be the actor's, of the vertical
 * when one is given), else its oldest store of the vertical (or of any catalogue vertical).
 * 404 when there is none (another vendor's store is indistinguishable from a missing one);
 * 403 when it is suspended or rejected.
 */
export function storeOf(actor: Actor, { vertical, storeId }: { vertical?: CatalogueVertical; storeId?: string }): StoreScope {
  const store = actor.stores.find(
    (candidate) => isVertical(candidate.kind) && (!vertical || candidate.kind === vertical) && (!storeId || candidate.id === storeId),
  );
  if (!store) throw new HttpError(404, 'storeNotFound');
  if (!isActiveStore(store.status)) throw new HttpError(403, 'storeNotActive');
  return { id: store.id, name: store.name, vertical: store.kind as CatalogueVertical };
}

/**
 * Ids of the actor's active stores whose items it may touch: of a vertical (else of every catalogue
 * vertical); `storeId` narrows to that one if it is among them.
 */
export function storeIdsOf(actor: Actor, { vertical, storeId }: { vertical?: CatalogueVertical; storeId?: string } = {}): string[] {
  return actor.stores
    .filter(
      (store) =>
        isVertical(store.kind) &&
        isActiveStore(store.status) &&
        (!vertical || store.kind === vertical) &&
        (!storeId || store.id === storeId),
    )
    .map((store) => store.id);
}
