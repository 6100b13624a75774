import type { CatalogueVertical } from '@dhub/contract';
import { storeOf, type Actor } from '../../access/actor.js';

/** Who acts on a row found by id (an item, a variation, a request), and in which vertical. */
export interface OwnerScope {
  actor: Actor;
  vertical: CatalogueVertical;
}

/**
 * The actor's stores of the vertical, whatever their status: a call by id finds its row among
 * them, then `checkActive` refuses a suspended or rejected store with 403 (not a 404 that would
 * say the row is not the vendor's).
 */
export function ownStoreIds({ actor, vertical }: OwnerScope): string[] {
  return actor.stores.filter((store) => store.kind === vertical).map((store) => store.id);
}

/** 403 storeNotActive when the store of a row found by id is suspended or rejected. */
export function checkActive({ actor, vertical }: OwnerScope, storeId: string): void {
  storeOf(actor, { vertical, storeId });
}
