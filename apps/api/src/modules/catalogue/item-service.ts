import type { AddItemBody, StoreItem, StoreItemDetail, UpdateItemBody } from '@dhub/contract';
import { checkListingLimit } from '../../plans/listing-limit.js';
import { and, eq, getTableName, sql } from 'drizzle-orm';
import { storeIdsOf, type StoreScope } from '../../access/actor.js';
import type { Database } from '../../db/client.js';
import { preparedPerShape } from '../../db/prepared.js';
import { masterProducts, storeItems } from '../../db/catalogue-schema.js';
import { HttpError, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/http-error.js';
import { checkStoreImages } from './images.js';
import { archiveOwnedItem } from './item-archive.js';
import { getItemById, getOwnedItem, selectItemTextsFrom } from './item-query.js';
import type { OwnerScope } from './scope.js';
import { listVariationsOf } from './variation-service.js';

/** The name of the violated constraint, from the driver error under drizzle's wrapper. */
function constraintOf(error: unknown): string | undefined {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { constraint, message } = current as { constraint?: unknown; message?: unknown };
    if (typeof constraint === 'string') return constraint;
    const named = typeof message === 'string' ? /unique constraint "([^"]+)"/.exec(message) : null;
    if (named) return named[1];
  }
  return undefined;
}

function rethrowUnique(error: unknown): never {
  if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
    if (constraintOf(error) === 'store_items_store_sku_key') throw HttpError.onField(409, 'skuTaken', 'sku');
    throw new HttpError(409, 'alreadyInList');
  }
  throw error;
}

export async function addItem(db: Database, { store, body }: { store: StoreScope; body: AddItemBody }): Promise<StoreItem> {
  const [product] = await db
    .select({ id: masterProducts.id })
    .from(masterProducts)
    .where(and(eq(masterProducts.id, body.masterProductId), eq(masterProducts.vertical, store.vertical)));
  if (!product) throw new HttpError(404, 'productNotFound');
  const [existing] = await db
    .select({ id: storeItems.id })
    .from(storeItems)
    .where(and(eq(storeItems.storeId, store.id), eq(storeItems.masterProductId, product.id)));
  if (existing) throw new HttpError(409, 'alreadyInList');
  await checkStoreImages(db, { storeId: store.id, urls: body.images });
  try {
    const id = await db.transaction(async (tx) => {
      await checkListingLimit(tx, store.id);
      const [row] = await tx
        .insert(storeItems)
        .values({
          storeId: store.id,
          masterProductId: product.id,
          price: body.price,
          mrp: body.mrp,
          discount: body.discount,
          stock: body.stock,
          sku: body.sku || null,
          isAvailable: body.isAvailable,
          lowStockThreshold: body.lowStockThreshold,
          images: body.images,
        })
        .returning({ id: storeItems.id });
      return row!.id;
    });
    return getItemById(db, id);
  } catch (error) {
    rethrowUnique(error);
  }
}

type ItemChanges = Omit<UpdateItemBody, 'images'>;

/**
 * The item update without images (the common edit: price, stock, availability…), one prepared
 * statement per set of fields: only an item of the actor's active stores of the vertical, and only
 * when the new MRP is not below the new price (also against a concurrent edit of the other one).
 */
const updateStatement = preparedPerShape((db, shape, fields: readonly (keyof ItemChanges)[]) => {
  const set = Object.fromEntries(fields.map((field) => [field, sql.placeholder(field)]));
  const newPrice = fields.includes('price') ? sql`${sql.placeholder('price')}::integer` : storeItems.price;
  const newMrp = fields.includes('mrp') ? sql`${sql.placeholder('mrp')}::integer` : storeItems.mrp;
  const updated = db.$with(getTableName(storeItems)).as(
    db
      .update(storeItems)
      .set({ ...set, updatedAt: sql`now()` })
      .where(
        and(
          eq(storeItems.id, sql.placeholder('id')),
          sql`${storeItems.storeId} = any(${sql.placeholder('storeIds')}::uuid[])`,
          sql`${newMrp} >= ${newPrice}`,
        ),
      )
      .returning(),
  );
  // The updated item's answer from the same statement: one round trip for the common edit.
  return selectItemTextsFrom(db, updated).prepare(`update_item_${shape}`);
});

async function updateWithoutImages(db: Database, { id, changes, storeIds }: { id: string; changes: ItemChanges; storeIds: string[] }) {
  const fields = (Object.keys(changes) as (keyof ItemChanges)[]).filter((field) => changes[field] !== undefined).sort();
  return updateStatement(db, fields.join('_') || 'none', fields).execute({ ...changes, id, storeIds });
}

/** Updates an item; answers its JSON text (the contract's StoreItem). */
export async function updateItem(db: Database, scope: OwnerScope & { id: string; body: UpdateItemBody }): Promise<string> {
  const { id, body } = scope;
  const { images, sku, ...rest } = body;
  const changes: ItemChanges = { ...rest, ...(sku !== undefined && { sku: sku || null }) };
  if (images === undefined) {
    let updated: { item: string }[] = [];
    try {
      updated = await updateWithoutImages(db, { id, changes, storeIds: storeIdsOf(scope.actor, { vertical: scope.vertical }) });
    } catch (error) {
      rethrowUnique(error);
    }
    if (updated[0]) return updated[0].item;
  }
  // With images, or nothing updated: read the item to say why (404, 403, the MRP) or to check its images.
  const current = await getOwnedItem(db, scope);
  const price = body.price ?? current.price;
  const mrp = body.mrp ?? current.mrp;
  if (mrp < price) throw HttpError.onField(400, 'mrpBelowPrice', 'mrp');
  await checkStoreImages(db, { storeId: current.storeId, urls: images });
  // MRP ≥ price checked again by the update itself: a concurrent update of the other field since
  // the read above leaves no row changed (and a 400) instead of a price above the MRP.
  const newPrice = body.price ?? storeItems.price;
  const newMrp = body.mrp ?? storeItems.mrp;
  let updated: { id: string }[] = [];
  try {
    updated = await db
      .update(storeItems)
      .set({ ...changes, ...(images !== undefined && { images }), updatedAt: sql`now()` })
      .where(and(eq(storeItems.id, id), sql`${newMrp}::integer >= ${newPrice}::integer`))
      .returning({ id: storeItems.id });
  } catch (error) {
    rethrowUnique(error);
  }
  if (!updated.length) throw HttpError.onField(400, 'mrpBelowPrice', 'mrp');
  return JSON.stringify(await getItemById(db, id));
}

/** Removes an item from the list into the archive, restorable for 7 days (item-archive.ts). */
export async function deleteItem(db: Database, scope: OwnerScope & { id: string }): Promise<void> {
  await archiveOwnedItem(db, scope);
}

export async function getItemDetail(db: Database, scope: OwnerScope & { id: string }): Promise<StoreItemDetail> {
  const item = await getOwnedItem(db, scope);
  return { ...item, variations: await listVariationsOf(db, scope.id) };
}
