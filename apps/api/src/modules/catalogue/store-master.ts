import type { CatalogueVertical, MasterProduct } from '@dhub/contract';
import type { Database } from '../../db/client.js';
import { getMaster } from './master-service.js';
import { storeItemsOf } from './search-cache.js';

/** One master product of the vertical (404 otherwise) with `myItemId`: the store's item of it, or null. */
export async function getMasterForStore(
  db: Database,
  { vertical, storeId, id }: { vertical: CatalogueVertical; storeId: string; id: string },
): Promise<MasterProduct> {
  const product = await getMaster(db, { vertical, id });
  const mine = await storeItemsOf(db, storeId, [id]);
  return { ...product, myItemId: mine[id] ?? null };
}
