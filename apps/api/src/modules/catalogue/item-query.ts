import { stockStateOf, type CatalogueVertical, type MyListQuery, type Paginated, type StockState, type StoreItem } from '@dhub/contract';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { StoreScope } from '../../access/actor.js';
import type { Database, Executor } from '../../db/client.js';
import { masterProducts, storeItems, storeItemVariations } from '../../db/catalogue-schema.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { services, stores } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { iso, masterColumns, nameContains, offsetOf, toMasterProduct, type MasterRow } from './product-query.js';
import { checkActive, type OwnerScope } from './scope.js';

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

export function listMyItems(db: Database, { store, query }: { store: StoreScope; query: MyListQuery }): Promise<Paginated<StoreItem>> {
  return listItems(db, { storeIds: [store.id], query });
}

/** Items of some stores (one store's list, or every store of a vendor), filtered, sorted, paginated. */
export async function listItems(
  db: Database,
  { storeIds, query }: { storeIds: string[]; query: Omit<MyListQuery, 'storeId'> & { vertical?: CatalogueVertical } },
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

/**
 * An item of the vendor's stores of the vertical; 404 otherwise (also for another vendor's), 403
 * when its store is suspended or rejected.
 */
export async function getOwnedItem(db: Executor, scope: OwnerScope & { id: string }): Promise<StoreItem> {
  const [row] = await itemStatementsOf(db).owned.execute({ id: scope.id, vendorId: scope.actor.userId, vertical: scope.vertical });
  if (!row) throw new HttpError(404, 'itemNotFound');
  checkActive(scope, row.storeId);
  return toStoreItem(row as ItemRow);
}

export async function getItemById(db: Executor, itemId: string): Promise<StoreItem> {
  const [row] = await itemStatementsOf(db).byId.execute({ id: itemId });
  if (!row) throw new HttpError(404, 'itemNotFound');
  return toStoreItem(row as ItemRow);
}
