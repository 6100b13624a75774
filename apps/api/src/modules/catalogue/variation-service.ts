import type { Variation } from '@dhub/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { storeItems, storeItemVariations } from '../../db/catalogue-schema.js';
import { HttpError } from '../../lib/http-error.js';
import { getOwnedItem } from './item-query.js';
import { checkActive, ownStoreIds, type OwnerScope } from './scope.js';

const variationColumns = {
  _id: storeItemVariations.id,
  itemId: storeItemVariations.itemId,
  name: storeItemVariations.name,
  attributes: storeItemVariations.attributes,
  price: storeItemVariations.price,
  stock: storeItemVariations.stock,
  sku: storeItemVariations.sku,
};

export async function listVariationsOf(db: Executor, itemId: string): Promise<Variation[]> {
  const rows = await db
    .select(variationColumns)
    .from(storeItemVariations)
    .where(eq(storeItemVariations.itemId, itemId))
    .orderBy(asc(storeItemVariations.createdAt), asc(storeItemVariations.id));
  return rows;
}

export async function listVariations(db: Database, scope: OwnerScope & { itemId: string }): Promise<Variation[]> {
  await getOwnedItem(db, { ...scope, id: scope.itemId });
  return listVariationsOf(db, scope.itemId);
}

export interface VariationInput {
  name: string;
  attributes: Record<string, string>;
  price: number;
  stock: number;
  sku?: string | null;
}

export async function addVariation(db: Database, scope: OwnerScope & { itemId: string; body: VariationInput }): Promise<Variation> {
  const { itemId, body } = scope;
  await getOwnedItem(db, { ...scope, id: itemId });
  const [row] = await db
    .insert(storeItemVariations)
    .values({ itemId, ...body, sku: body.sku || null })
    .returning(variationColumns);
  return row!;
}

/** A variation of an item of the vendor's stores of the vertical; 404 otherwise, 403 when the store is not active. */
async function checkOwnedVariation(db: Executor, scope: OwnerScope & { id: string }): Promise<void> {
  const storeIds = ownStoreIds(scope);
  const [row] = storeIds.length
    ? await db
        .select({ storeId: storeItems.storeId })
        .from(storeItemVariations)
        .innerJoin(storeItems, eq(storeItems.id, storeItemVariations.itemId))
        .where(and(eq(storeItemVariations.id, scope.id), inArray(storeItems.storeId, storeIds)))
    : [];
  if (!row) throw new HttpError(404, 'variationNotFound');
  checkActive(scope, row.storeId);
}

export async function updateVariation(db: Database, scope: OwnerScope & { id: string; body: Partial<VariationInput> }): Promise<Variation> {
  const { id, body } = scope;
  await checkOwnedVariation(db, scope);
  const { sku, ...rest } = body;
  const changes = { ...rest, ...(sku !== undefined && { sku: sku || null }) };
  const [row] = Object.keys(changes).length
    ? await db.update(storeItemVariations).set(changes).where(eq(storeItemVariations.id, id)).returning(variationColumns)
    : await db.select(variationColumns).from(storeItemVariations).where(eq(storeItemVariations.id, id));
  return row!;
}

export async function deleteVariation(db: Database, scope: OwnerScope & { id: string }): Promise<void> {
  await checkOwnedVariation(db, scope);
  await db.delete(storeItemVariations).where(eq(storeItemVariations.id, scope.id));
}
