import type { CatalogueVertical, MasterProduct } from '@dhub/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { storeItems } from '../../db/catalogue-schema.js';
import { getMaster } from './master-service.js';

/** One master product of the vertical (404 otherwise) with `myItemId`: the store's item of it, or null. */
export async function getMasterForStore(db: Database, vertical: CatalogueVertical, storeId: string, id: string): Promise<MasterProduct> {
  const product = await getMaster(db, vertical, id);
  const [item] = await db
    .select({ id: storeItems.id })
    .from(storeItems)
    .where(and(eq(storeItems.storeId, storeId), eq(storeItems.masterProductId, id)));
  return { ...product, myItemId: item?.id ?? null };
}
