import {
  CATALOGUE_MESSAGES as M,
  type AddItemBody,
  type CatalogueVertical,
  type MyListQuery,
  type Paginated,
  type StockState,
  type StoreItem,
  type UpdateItemBody,
  type Variation,
} from '@dhub/contract';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.js';
import { masterProducts, storeItems, storeItemVariations } from '../../db/catalogue-schema.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { services, stores } from '../../db/schema.js';
import { HttpError, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/http-error.js';
import { checkStoreImages } from './images.js';
import { archiveOwnedItem } from './item-archive.js';
import { iso, masterColumns, nameContains, offsetOf, toMasterProduct, type MasterRow } from './product-query.js';
import { vendorStoreIds, type StoreScope } from './store-scope.js';

const variationCount = sql<number>`(select count(*)::int from ${storeItemVariations} where ${storeItemVariations.itemId} = ${storeItems.id})`;

function itemColumns() {
  return {
    ...masterColumns(),
    itemId: storeItems.id,
    storeId: storeItems.storeId,
    storeName: stores.name,
    price: storeItems.price,
    mrp: storeItems.mrp,
    discount: storeItems.discount,
    stock: storeItems.stock,
    sku: storeItems.sku,
    isAvailable: storeItems.isAvailable,
    lowStockThreshold: storeItems.lowStockThreshold,
    // `images` is the master product's (masterColumns).
    itemImages: storeItems.images,
    createdAt: storeItems.createdAt,
    updatedAt: storeItems.updatedAt,
    variationCount,
  };
}

type ItemRow = MasterRow & {
  itemId: string;
  storeId: string;
  storeName: string;
  price: number;
  mrp: number;
  discount: number;
  stock: number;
  sku: string | null;
  isAvailable: boolean;
  lowStockThreshold: number;
  itemImages: string[];
  createdAt: Date;
  updatedAt: Date;
  variationCount: number;
};

export function stockStateOf(stock: number, threshold: number): StockState {
  if (stock <= 0) return 'out';
  return stock <= threshold ? 'low' : 'in';
}

function toStoreItem(row: ItemRow): StoreItem {
  return {
    _id: row.itemId,
    storeId: row.storeId,
    storeName: row.storeName,
    product: toMasterProduct(row),
    price: Number(row.price),
    mrp: Number(row.mrp),
    discount: Number(row.discount),
    stock: row.stock,
    sku: row.sku,
    isAvailable: row.isAvailable,
    lowStockThreshold: row.lowStockThreshold,
    images: row.itemImages,
    stockState: stockStateOf(row.stock, row.lowStockThreshold),
    variationCount: Number(row.variationCount),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

const selectItems = (db: Executor) =>
  db
    .select(itemColumns())
    .from(storeItems)
    .innerJoin(masterProducts, eq(masterProducts.id, storeItems.masterProductId))
    .innerJoin(stores, eq(stores.id, storeItems.storeId))
    .$dynamic();

function stockStateCondition(state: StockState | undefined): SQL | undefined {
  if (state === 'out') return sql`${storeItems.stock} <= 0`;
  if (state === 'low') return sql`${storeItems.stock} > 0 and ${storeItems.stock} <= ${storeItems.lowStockThreshold}`;
  if (state === 'in') return sql`${storeItems.stock} > ${storeItems.lowStockThreshold}`;
  return undefined;
}

export const MY_LIST_SORT_COLUMNS = {
  name: masterProducts.name,
  price: storeItems.price,
  stock: storeItems.stock,
  createdAt: storeItems.createdAt,
  updatedAt: storeItems.updatedAt,
} as const;

export function listMyItems(db: Database, store: StoreScope, query: MyListQuery): Promise<Paginated<StoreItem>> {
  return listItems(db, [store.id], query);
}

/** Items of some stores (one store's list, or every store of a vendor), filtered, sorted, paginated. */
export async function listItems(
  db: Database,
  storeIds: string[],
  query: Omit<MyListQuery, 'storeId'> & { vertical?: CatalogueVertical },
): Promise<Paginated<StoreItem>> {
  if (!storeIds.length) return { items: [], page: query.page, limit: query.limit, total: 0 };
  const where = myListWhere(storeIds, query);
  const direction = query.order === 'asc' ? asc : desc;
  // Ids of the page and the total from store_items (joined with master_products only when a
  // condition or the sort needs it), then the rows of those ids with their joins: the full
  // 8-table select is cheap to run by id but costly to plan around filters and a sort.
  const needsProduct = Boolean(query.searchQuery?.trim() || query.brandId || query.vertical || query.sort === 'name');
  const withProduct = <T extends PgSelect>(select: T): T =>
    needsProduct ? (select.innerJoin(masterProducts, eq(masterProducts.id, storeItems.masterProductId)) as unknown as T) : select;
  const [ids, [total]] = await Promise.all([
    withProduct(db.select({ id: storeItems.id }).from(storeItems).$dynamic())
      .where(where)
      .orderBy(direction(MY_LIST_SORT_COLUMNS[query.sort]), direction(storeItems.id))
      .limit(query.limit)
      .offset(offsetOf(query))
      .then((rows) => rows.map((row) => row.id)),
    withProduct(db.select({ n: count() }).from(storeItems).$dynamic()).where(where),
  ]);
  const rows = ids.length ? await itemStatementsOf(db).byIds.execute({ ids }) : [];
  const byId = new Map(rows.map((row) => [row.itemId, row]));
  const items = ids.flatMap((id) => (byId.has(id) ? [toStoreItem(byId.get(id) as ItemRow)] : []));
  return { items, page: query.page, limit: query.limit, total: total?.n ?? 0 };
}

/** The filters of a list of items (store_items joined with master_products), shared with the CSV export. */
export function myListWhere(
  storeIds: string[],
  query: Pick<MyListQuery, 'searchQuery' | 'categoryId' | 'brandId' | 'stockState' | 'isAvailable'> & { vertical?: CatalogueVertical },
): SQL | undefined {
  const category = query.categoryId;
  return and(
    storeIds.length === 1 ? eq(storeItems.storeId, storeIds[0]!) : inArray(storeItems.storeId, storeIds),
    query.vertical ? eq(masterProducts.vertical, query.vertical) : undefined,
    nameContains(masterProducts.name, query.searchQuery),
    // Any level, on the item's copy of its product's categories (kept by triggers, migration 0008).
    category
      ? or(eq(storeItems.categoryId, category), eq(storeItems.subcategoryId, category), eq(storeItems.childCategoryId, category))
      : undefined,
    query.brandId ? eq(masterProducts.brandId, query.brandId) : undefined,
    stockStateCondition(query.stockState),
    query.isAvailable === undefined ? undefined : eq(storeItems.isAvailable, query.isAvailable),
  );
}

/** An item of one of the vendor's stores of the vertical; 404 for anything else. */
// Items by id, and an item of the vendor's stores of a vertical (planning the 8-table item select
// cost ~0.45 ms, three times its execution).
const itemStatementsOf = preparedPerDatabase((db) => ({
  byId: selectItems(db)
    .where(eq(storeItems.id, sql.placeholder('id')))
    .prepare('store_item_by_id'),
  byIds: selectItems(db)
    .where(sql`${storeItems.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('store_items_by_ids'),
  owned: selectItems(db)
    .innerJoin(services, eq(services.id, stores.serviceId))
    .where(
      and(
        eq(storeItems.id, sql.placeholder('id')),
        eq(stores.vendorId, sql.placeholder('vendorId')),
        eq(services.kind, sql.placeholder('vertical')),
      ),
    )
    .prepare('store_item_owned'),
}));

/** An item of the vendor's stores of the vertical; 404 otherwise (also for another vendor's). */
export async function getOwnedItem(db: Executor, vendorId: string, vertical: CatalogueVertical, itemId: string): Promise<StoreItem> {
  const [row] = await itemStatementsOf(db).owned.execute({ id: itemId, vendorId, vertical });
  if (!row) throw new HttpError(404, M.itemNotFound);
  return toStoreItem(row as ItemRow);
}

async function getItemById(db: Executor, itemId: string): Promise<StoreItem> {
  const [row] = await itemStatementsOf(db).byId.execute({ id: itemId });
  if (!row) throw new HttpError(404, M.itemNotFound);
  return toStoreItem(row as ItemRow);
}

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
    if (constraintOf(error) === 'store_items_store_sku_key') throw new HttpError(409, M.skuTaken, { sku: M.skuTaken });
    throw new HttpError(409, M.alreadyInList);
  }
  throw error;
}

export async function addItem(db: Database, store: StoreScope, body: AddItemBody): Promise<StoreItem> {
  const [product] = await db
    .select({ id: masterProducts.id })
    .from(masterProducts)
    .where(and(eq(masterProducts.id, body.masterProductId), eq(masterProducts.vertical, store.vertical)));
  if (!product) throw new HttpError(404, M.productNotFound);
  const [existing] = await db
    .select({ id: storeItems.id })
    .from(storeItems)
    .where(and(eq(storeItems.storeId, store.id), eq(storeItems.masterProductId, product.id)));
  if (existing) throw new HttpError(409, M.alreadyInList);
  await checkStoreImages(db, store.id, body.images);
  try {
    const [row] = await db
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
    return getItemById(db, row!.id);
  } catch (error) {
    rethrowUnique(error);
  }
}

export async function updateItem(
  db: Database,
  vendorId: string,
  vertical: CatalogueVertical,
  itemId: string,
  body: UpdateItemBody,
): Promise<StoreItem> {
  const current = await getOwnedItem(db, vendorId, vertical, itemId);
  const price = body.price ?? current.price;
  const mrp = body.mrp ?? current.mrp;
  if (mrp < price) throw new HttpError(400, M.mrpBelowPrice, { mrp: M.mrpBelowPrice });
  await checkStoreImages(db, current.storeId, body.images);
  const { sku, ...rest } = body;
  // MRP ≥ price checked again by the update itself: a concurrent update of the other field since
  // the read above leaves no row changed (and a 400) instead of a price above the MRP.
  const newPrice = body.price ?? storeItems.price;
  const newMrp = body.mrp ?? storeItems.mrp;
  let updated: { id: string }[] = [];
  try {
    updated = await db
      .update(storeItems)
      .set({ ...rest, ...(sku !== undefined && { sku: sku || null }), updatedAt: sql`now()` })
      .where(and(eq(storeItems.id, itemId), sql`${newMrp}::numeric >= ${newPrice}::numeric`))
      .returning({ id: storeItems.id });
  } catch (error) {
    rethrowUnique(error);
  }
  if (!updated.length) throw new HttpError(400, M.mrpBelowPrice, { mrp: M.mrpBelowPrice });
  return getItemById(db, itemId);
}

/** Removes an item from the list into the archive, restorable for 7 days (item-archive.ts). */
export async function deleteItem(db: Database, vendorId: string, vertical: CatalogueVertical, itemId: string): Promise<void> {
  await archiveOwnedItem(db, vendorId, vertical, itemId);
}

export async function getItemDetail(db: Database, vendorId: string, vertical: CatalogueVertical, itemId: string) {
  const item = await getOwnedItem(db, vendorId, vertical, itemId);
  return { ...item, variations: await listVariationsOf(db, itemId) };
}

// ---------- Variations ----------

const variationColumns = {
  _id: storeItemVariations.id,
  itemId: storeItemVariations.itemId,
  name: storeItemVariations.name,
  attributes: storeItemVariations.attributes,
  price: storeItemVariations.price,
  stock: storeItemVariations.stock,
  sku: storeItemVariations.sku,
};

const toVariation = (row: Variation): Variation => ({ ...row, price: Number(row.price) });

async function listVariationsOf(db: Executor, itemId: string): Promise<Variation[]> {
  const rows = await db
    .select(variationColumns)
    .from(storeItemVariations)
    .where(eq(storeItemVariations.itemId, itemId))
    .orderBy(asc(storeItemVariations.createdAt), asc(storeItemVariations.id));
  return rows.map(toVariation);
}

export async function listVariations(db: Database, vendorId: string, vertical: CatalogueVertical, itemId: string) {
  await getOwnedItem(db, vendorId, vertical, itemId);
  return listVariationsOf(db, itemId);
}

export interface VariationInput {
  name: string;
  attributes: Record<string, string>;
  price: number;
  stock: number;
  sku?: string | null;
}

export async function addVariation(
  db: Database,
  vendorId: string,
  vertical: CatalogueVertical,
  itemId: string,
  input: VariationInput,
): Promise<Variation> {
  await getOwnedItem(db, vendorId, vertical, itemId);
  const [row] = await db
    .insert(storeItemVariations)
    .values({ itemId, ...input, sku: input.sku || null })
    .returning(variationColumns);
  return toVariation(row!);
}

/** A variation of an item of the vendor's stores of the vertical; 404 otherwise. */
async function ownedVariation(db: Executor, vendorId: string, vertical: CatalogueVertical, id: string) {
  const storeIds = await vendorStoreIds(db, vendorId, vertical);
  const [row] = storeIds.length
    ? await db
        .select({ id: storeItemVariations.id })
        .from(storeItemVariations)
        .innerJoin(storeItems, eq(storeItems.id, storeItemVariations.itemId))
        .where(and(eq(storeItemVariations.id, id), inArray(storeItems.storeId, storeIds)))
    : [];
  if (!row) throw new HttpError(404, M.variationNotFound);
}

export async function updateVariation(
  db: Database,
  vendorId: string,
  vertical: CatalogueVertical,
  id: string,
  input: Partial<VariationInput>,
): Promise<Variation> {
  await ownedVariation(db, vendorId, vertical, id);
  const { sku, ...rest } = input;
  const changes = { ...rest, ...(sku !== undefined && { sku: sku || null }) };
  const [row] = Object.keys(changes).length
    ? await db.update(storeItemVariations).set(changes).where(eq(storeItemVariations.id, id)).returning(variationColumns)
    : await db.select(variationColumns).from(storeItemVariations).where(eq(storeItemVariations.id, id));
  return toVariation(row!);
}

export async function deleteVariation(db: Database, vendorId: string, vertical: CatalogueVertical, id: string): Promise<void> {
  await ownedVariation(db, vendorId, vertical, id);
  await db.delete(storeItemVariations).where(eq(storeItemVariations.id, id));
}
