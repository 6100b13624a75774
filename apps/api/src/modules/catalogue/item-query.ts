import { stockStateOf, type CatalogueVertical, type MyListQuery, type Paginated, type StockState, type StoreItem } from '@dhub/contract';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { StoreScope } from '../../access/actor.js';
import type { Database, Executor } from '../../db/client.js';
import { masterProducts, storeItemCounts, storeItems, storeItemVariations } from '../../db/catalogue-schema.js';
import { preparedPerDatabase, preparedPerShape } from '../../db/prepared.js';
import { services, stores } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { iso, joinedRefColumns, joinRefs, likePattern, masterColumns, offsetOf, toMasterProduct, type MasterRow } from './product-query.js';
import { checkActive, type OwnerScope } from './scope.js';

const variationCount = sql<number>`(select count(*)::int from ${storeItemVariations} where ${storeItemVariations.itemId} = ${storeItems.id})`;

function itemColumns() {
  return {
    ...masterColumns(),
    ...joinedRefColumns(),
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

// Only ever prepared (planned once per connection): the refs by joins.
const selectItems = (db: Executor) =>
  joinRefs(
    db
      .select(itemColumns())
      .from(storeItems)
      .innerJoin(masterProducts, eq(masterProducts.id, storeItems.masterProductId))
      .innerJoin(stores, eq(stores.id, storeItems.storeId))
      .$dynamic(),
  );

/** The stock_state column's values (the contract's stock states). */
const STOCK_STATE_CODES: Record<StockState, number> = { out: 0, low: 1, in: 2 };

export const MY_LIST_SORT_COLUMNS = {
  name: masterProducts.name,
  price: storeItems.price,
  stock: storeItems.stock,
  createdAt: storeItems.createdAt,
  updatedAt: storeItems.updatedAt,
} as const;

type ListFilters = Pick<MyListQuery, 'searchQuery' | 'categoryId' | 'brandId' | 'stockState' | 'isAvailable'> & {
  vertical?: CatalogueVertical;
};

/** A value of the filters: inline (`value`) or a prepared statement's parameter (`placeholder`). */
type Bind = (name: string, value: unknown) => unknown;
const inline: Bind = (_name, value) => value;
const placeholder: Bind = (name) => sql.placeholder(name);

/** The columns a list's filters read: an item's own (store_items), or a group's (store_item_counts). */
type GroupColumns = Record<'categoryId' | 'subcategoryId' | 'childCategoryId' | 'brandId' | 'stockState' | 'isAvailable', PgColumn>;

/** The category (any level), brand, stock state and availability filters, on the item's copies of its product's refs. */
function groupConditions(table: GroupColumns, filters: ListFilters, bind: Bind): SQL | undefined {
  const category = filters.categoryId && (bind('categoryId', filters.categoryId) as string);
  return and(
    category ? or(eq(table.categoryId, category), eq(table.subcategoryId, category), eq(table.childCategoryId, category)) : undefined,
    filters.brandId ? eq(table.brandId, bind('brandId', filters.brandId) as string) : undefined,
    filters.stockState ? eq(table.stockState, bind('stockState', STOCK_STATE_CODES[filters.stockState]) as number) : undefined,
    filters.isAvailable === undefined ? undefined : eq(table.isAvailable, bind('isAvailable', filters.isAvailable) as boolean),
  );
}

/** The conditions of a list of items; the product's columns only for a text search or a vertical. */
function listConditions(filters: ListFilters, bind: Bind): SQL | undefined {
  return and(
    filters.vertical ? eq(masterProducts.vertical, bind('vertical', filters.vertical) as CatalogueVertical) : undefined,
    filters.searchQuery?.trim() ? sql`lower(${masterProducts.name}) like ${bind('pattern', likePattern(filters.searchQuery))}` : undefined,
    groupConditions(storeItems, filters, bind),
  );
}

/** The filters of a list of items (store_items joined with master_products), shared with the CSV export. */
export function myListWhere(storeIds: string[], filters: ListFilters): SQL | undefined {
  return and(inArray(storeItems.storeId, storeIds), listConditions(filters, inline));
}

/**
 * The list's total (`n`) and the stores' item count (`all`) without reading their items: sums over
 * the stores' groups in store_item_counts (a few hundred rows however many items), unless a text
 * search or a vertical needs the products (then `all` is unknown: null).
 */
function totalOf(db: Executor, filters: ListFilters, oneStore: boolean) {
  if (filters.searchQuery?.trim() || filters.vertical) {
    return db
      .select({ n: sql<number>`count(*)::int`, all: sql<number | null>`null::int` })
      .from(storeItems)
      .innerJoin(masterProducts, eq(masterProducts.id, storeItems.masterProductId))
      .where(and(ofStores(storeItems.storeId, oneStore), listConditions(filters, placeholder)));
  }
  const matching = groupConditions(storeItemCounts, filters, placeholder);
  return db
    .select({
      n: matching
        ? sql<number>`(coalesce(sum(${storeItemCounts.n}) filter (where ${matching}), 0))::int`
        : sql<number>`coalesce(sum(${storeItemCounts.n}), 0)::int`,
      all: sql<number | null>`coalesce(sum(${storeItemCounts.n}), 0)::int`,
    })
    .from(storeItemCounts)
    .where(ofStores(storeItemCounts.storeId, oneStore));
}

/** The sorts as expressions no index provides: the filters' indexes pick the rows, then they are sorted. */
const SORTED_AFTER_FILTERING: Record<MyListQuery['sort'], SQL> = {
  name: sql`(${masterProducts.name} || '')`,
  price: sql`(${storeItems.price} + 0)`,
  stock: sql`(${storeItems.stock} + 0)`,
  createdAt: sql`(${storeItems.createdAt} + interval '0 s')`,
  updatedAt: sql`(${storeItems.updatedAt} + interval '0 s')`,
};

type ListQuery = Omit<MyListQuery, 'storeId'> & { vertical?: CatalogueVertical };

/**
 * The stores' condition: `= $storeId` for one store (a generic plan then walks the store's index
 * in the sort order and stops at the page), `= any($storeIds)` for several.
 */
const ofStores = (column: PgColumn, oneStore: boolean): SQL =>
  oneStore ? sql`${column} = ${sql.placeholder('storeId')}` : sql`${column} = any(${sql.placeholder('storeIds')}::uuid[])`;

/** Which filters are set and the order: one prepared statement per shape (values are its parameters). */
function shapeOf(query: ListQuery, oneStore: boolean): string {
  const set = (value: unknown) => (value === undefined || value === '' ? '_' : 'x');
  const filters = [query.vertical, query.searchQuery?.trim(), query.categoryId, query.brandId, query.isAvailable].map(set).join('');
  return `${oneStore ? 1 : 'n'}${filters}${query.stockState ? STOCK_STATE_CODES[query.stockState] : '_'}_${query.sort}_${query.order}`;
}

/**
 * Per shape, planned once per connection (planning these cost more than running them): the total,
 * and the page two ways, for the planner cannot tell from parameters how many items match:
 * `walk` reads the store's items in the sort order (its index) and stops at the page, best when
 * many match; `filtered` finds the matches by the filters' indexes and sorts them, best when few do.
 */
const listStatements = preparedPerShape((db, shape, { query, oneStore }: { query: ListQuery; oneStore: boolean }) => {
  const direction = query.order === 'asc' ? asc : desc;
  const column = MY_LIST_SORT_COLUMNS[query.sort];
  const needsProduct = Boolean(query.searchQuery?.trim() || query.vertical || query.sort === 'name');
  // The page's ids from store_items alone (an index-only walk of a covering index, migration 0015),
  // then the rows of those ids with their joins, in one statement.
  const page = (sort: PgColumn | SQL, name: string) => {
    const ids = db.select({ id: storeItems.id }).from(storeItems).$dynamic();
    const withProduct = needsProduct ? ids.innerJoin(masterProducts, eq(masterProducts.id, storeItems.masterProductId)) : ids;
    const pageIds = withProduct
      .where(and(ofStores(storeItems.storeId, oneStore), listConditions(query, placeholder)))
      .orderBy(direction(sort), direction(storeItems.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    // `= any(array(…))`: the ids first, then the rows by primary key (with `in (…)` a generic plan,
    // not knowing the limit, may hash-join the whole store).
    return selectItems(db)
      .where(sql`${storeItems.id} = any(array(${pageIds}))`)
      .orderBy(direction(column), direction(storeItems.id))
      .prepare(name);
  };
  return {
    total: totalOf(db, query, oneStore).prepare(`my_list_total_${shape}`),
    walk: page(column, `my_list_walk_${shape}`),
    filtered: page(SORTED_AFTER_FILTERING[query.sort], `my_list_filtered_${shape}`),
  };
});

export function listMyItems(db: Database, { store, query }: { store: StoreScope; query: MyListQuery }): Promise<Paginated<StoreItem>> {
  return listItems(db, { storeIds: [store.id], query });
}

/** Items of some stores (one store's list, or every store of a vendor), filtered, sorted, paginated. */
export async function listItems(
  db: Database,
  { storeIds, query }: { storeIds: string[]; query: ListQuery },
): Promise<Paginated<StoreItem>> {
  if (!storeIds.length) return { items: [], page: query.page, limit: query.limit, total: 0 };
  const oneStore = storeIds.length === 1;
  const statements = listStatements(db, shapeOf(query, oneStore), { query, oneStore });
  const params = {
    storeId: storeIds[0],
    storeIds,
    vertical: query.vertical,
    pattern: query.searchQuery?.trim() ? likePattern(query.searchQuery) : undefined,
    categoryId: query.categoryId,
    brandId: query.brandId,
    stockState: query.stockState && STOCK_STATE_CODES[query.stockState],
    isAvailable: query.isAvailable,
    limit: query.limit,
    offset: offsetOf(query),
  };
  const [counts] = await statements.total.execute(params);
  const total = counts?.n ?? 0;
  const end = params.offset + query.limit;
  if (total === 0 || params.offset >= total) return { items: [], page: query.page, limit: query.limit, total };
  // The walk reads about end × all ÷ total items to fill the page; filtering reads the total's.
  const walk = counts?.all != null && end * counts.all <= total * total;
  const rows = await (walk ? statements.walk : statements.filtered).execute(params);
  return { items: rows.map((row) => toStoreItem(row as ItemRow)), page: query.page, limit: query.limit, total };
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
