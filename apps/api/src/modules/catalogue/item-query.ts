import type { CatalogueVertical, MasterProduct, MyListQuery, StoreItem } from '@dhub/contract';
import { and, asc, desc, eq, inArray, sql, type SQL, type WithSubquery } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { StoreScope } from '../../access/actor.js';
import type { Database, Executor } from '../../db/client.js';
import { likePattern, lowerLike } from '../../db/text-search.js';
import {
  masterProducts,
  masterProductTexts,
  STOCK_STATE_CODES,
  storeItemCounts,
  storeItems,
  storeItemVariations,
} from '../../db/catalogue-schema.js';
import { preparedPerDatabase, preparedPerShape } from '../../db/prepared.js';
import { services, stores } from '../../db/schema.js';
import { isoText, jsonNumber, jsonObject, namesOfCodes } from '../../db/sql-json.js';
import { HttpError } from '../../lib/http-error.js';
import { JsonText } from '../../lib/json-text.js';
import { inAnyCategory } from './product-query.js';
import { offsetOf } from '../../db/paging.js';
import { checkActive, type OwnerScope } from './scope.js';
import { listCacheKey, listReadAt, readCachedList, writeCachedList } from './list-cache.js';

const variationCount = sql<number>`(select count(*)::int from ${storeItemVariations} where ${storeItemVariations.itemId} = ${storeItems.id})`;

/**
 * A store item as JSON built by PostgreSQL: the contract's StoreItem, the one definition of its
 * shape on the server (tests check every answer against the contract's schema). Needs the joins of
 * `selectItems`.
 */
const storeItemJson = () =>
  jsonObject({
    _id: storeItems.id,
    storeId: storeItems.storeId,
    storeName: stores.name,
    // Its product's kept text (master_product_texts), embedded as it is.
    product: sql<MasterProduct>`${masterProductTexts.text}::json`,
    // Paise (integer columns): JSON integers as they are.
    price: storeItems.price,
    mrp: storeItems.mrp,
    // A percent (numeric): a JSON number the way JavaScript writes it.
    discount: jsonNumber(storeItems.discount),
    stock: storeItems.stock,
    sku: storeItems.sku,
    isAvailable: storeItems.isAvailable,
    lowStockThreshold: storeItems.lowStockThreshold,
    // The store's own photos; the product's are in `product.images`.
    images: storeItems.images,
    stockState: namesOfCodes(storeItems.stockState, STOCK_STATE_CODES),
    variationCount,
    createdAt: isoText(storeItems.createdAt),
    updatedAt: isoText(storeItems.updatedAt),
  });

/** An item's store and its JSON (parsed by the driver). */
const itemColumns = () => ({ storeId: storeItems.storeId, item: sql<StoreItem>`${storeItemJson()}` });

/** The joins of an item's JSON (its store and its product's text), to select from. */
const fromItems = <T extends PgSelect>(select: T): T =>
  select
    .innerJoin(masterProductTexts, eq(masterProductTexts.productId, storeItems.masterProductId))
    .innerJoin(stores, eq(stores.id, storeItems.storeId)) as unknown as T;

// Only ever prepared (planned once per connection).
const selectItems = (db: Executor) => fromItems(db.select(itemColumns()).from(storeItems).$dynamic());

/**
 * The item JSON, as text to send as is (never parsed), of rows a data-modifying statement returns
 * (`… returning *` as a CTE named store_items): the change and the answer in one round trip.
 */
export const selectItemTextsFrom = (db: Executor, changed: WithSubquery) =>
  fromItems(
    db
      .with(changed)
      .select({ item: sql<string>`${storeItemJson()}::text` })
      .from(changed)
      .$dynamic(),
  );

export const MY_LIST_SORT_COLUMNS = {
  name: storeItems.productName,
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
    category ? inAnyCategory(table, category) : undefined,
    filters.brandId ? eq(table.brandId, bind('brandId', filters.brandId) as string) : undefined,
    filters.stockState ? eq(table.stockState, bind('stockState', STOCK_STATE_CODES[filters.stockState]) as number) : undefined,
    filters.isAvailable === undefined ? undefined : eq(table.isAvailable, bind('isAvailable', filters.isAvailable) as boolean),
  );
}

/** The conditions of a list of items; the product's columns only for a text search or a vertical. */
function listConditions(filters: ListFilters, bind: Bind): SQL | undefined {
  return and(
    filters.vertical ? eq(masterProducts.vertical, bind('vertical', filters.vertical) as CatalogueVertical) : undefined,
    filters.searchQuery?.trim() ? lowerLike(masterProducts.name, bind('pattern', likePattern(filters.searchQuery))) : undefined,
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
      .select({ n: sql<number>`count(*)::int`.as('n'), all: sql<number | null>`null::int`.as('all') })
      .from(storeItems)
      .innerJoin(masterProducts, eq(masterProducts.id, storeItems.masterProductId))
      .where(and(ofStores(storeItems.storeId, oneStore), listConditions(filters, placeholder)));
  }
  const matching = groupConditions(storeItemCounts, filters, placeholder);
  return db
    .select({
      n: matching
        ? sql<number>`(coalesce(sum(${storeItemCounts.n}) filter (where ${matching}), 0))::int`.as('n')
        : sql<number>`coalesce(sum(${storeItemCounts.n}), 0)::int`.as('n'),
      all: sql<number | null>`coalesce(sum(${storeItemCounts.n}), 0)::int`.as('all'),
    })
    .from(storeItemCounts)
    .where(ofStores(storeItemCounts.storeId, oneStore));
}

/** The sorts as expressions no index provides: the filters' indexes pick the rows, then they are sorted. */
const SORTED_AFTER_FILTERING: Record<MyListQuery['sort'], SQL> = {
  name: sql`(${storeItems.productName} || '')`,
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
 * Per shape, planned once per connection (planning these cost more than running them): one
 * statement answers the page's items as JSON text and the list's total, one round trip.
 *
 * The planner cannot tell from parameters how many items match, so the page's rows are read one
 * of two ways, chosen inside the statement from the totals: `walk` reads the store's items in the
 * sort order (its index, migration 0015) and stops at the page, best when many match; `filtered`
 * finds the matches by the filters' indexes and sorts them, best when few do. The walk reads
 * about end × all ÷ total items to fill the page, filtering reads the total's. The two ways are
 * the halves of a `union all`, each gated by the choice; the joins and the JSON (built by
 * PostgreSQL: ~0.3 ms of its time where Node spent ~0.5 ms mapping, checking and serialising the
 * rows) are made for the page's rows only.
 */
const listStatements = preparedPerShape((db, shape, { query, oneStore }: { query: ListQuery; oneStore: boolean }) => {
  const direction = query.order === 'asc' ? asc : desc;
  const column = MY_LIST_SORT_COLUMNS[query.sort];
  const needsProduct = Boolean(query.searchQuery?.trim() || query.vertical);
  const totals = db.$with('list_totals').as(totalOf(db, query, oneStore));
  // In bigint: a store of 46,341 items, or a far page, takes the products past int's range.
  const end = sql`(${sql.placeholder('offset')}::bigint + ${sql.placeholder('limit')}::bigint)`;
  const walk = sql`(select coalesce(${end} * ${totals.all} <= ${totals.n}::bigint * ${totals.n}, false) from ${totals})`;
  // The page's item ids, one way; `chosen` a condition on the totals alone, which PostgreSQL
  // checks once (a one-time filter) before reading anything. Ids only: the walk is index-only
  // (the sort's index holds the filters' columns), so the rows an offset skips are never read.
  const pageIds = (sort: PgColumn | SQL, chosen: SQL) => {
    const rows = db.select({ id: storeItems.id }).from(storeItems).$dynamic();
    const withProduct = needsProduct ? rows.innerJoin(masterProducts, eq(masterProducts.id, storeItems.masterProductId)) : rows;
    return withProduct
      .where(and(chosen, ofStores(storeItems.storeId, oneStore), listConditions(query, placeholder)))
      .orderBy(direction(sort), direction(storeItems.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  };
  const ids = sql`((${pageIds(column, walk)}) union all (${pageIds(SORTED_AFTER_FILTERING[query.sort], sql`not ${walk}`)}))`;
  // Each id's row by the primary key (`offset 0` keeps the lateral a per-id lookup: a generic
  // plan cannot tell the page is ~20 ids and would otherwise hash-join the whole table).
  const pageOfItems = sql`(select ${storeItems}.* from ${ids} as page_ids,
    lateral (select * from ${storeItems} where ${storeItems.id} = page_ids.id offset 0) as ${storeItems}) as ${storeItems}`;
  // An aggregate: one answer row even for an empty page (past the end, or nothing matches).
  const page = fromItems(
    db
      .with(totals)
      .select({
        total: sql<number>`(select ${totals.n} from ${totals})`,
        items: sql<string>`coalesce(json_agg(${storeItemJson()} order by ${direction(column)}, ${direction(storeItems.id)}), '[]')::text`,
        // In the page's statement (its snapshot): what a cached copy of the page is valid at.
        ...(oneStore ? listReadAt() : {}),
      })
      .from(pageOfItems)
      .$dynamic(),
  );
  return page.prepare(`my_list_page_${shape}`);
});

/**
 * The first pages are cached: they are the ones read again (the list as it opens, a filter, the
 * next pages); writing a page costs about half of reading it, wasted on a page nobody asks for twice.
 */
const CACHED_PAGES = 5;

const listAnswer = (query: ListQuery, items: string, total: number) =>
  new JsonText(`{"items":${items},"page":${query.page},"limit":${query.limit},"total":${total}}`);

/**
 * One store's list: the page from the shared cache while nothing it shows has changed since it
 * was read, else read, cached and answered.
 */
export async function listMyItems(db: Database, { store, query }: { store: StoreScope; query: MyListQuery }): Promise<JsonText> {
  const cachable = query.page <= CACHED_PAGES;
  const key = listCacheKey(query);
  const cached = cachable ? await readCachedList(db, store.id, key) : undefined;
  if (cached) return listAnswer(query, cached.items, cached.total);
  const row = await readPage(db, [store.id], query);
  const { items, total, snapshot, catalogueVersion } = row;
  if (cachable && snapshot !== undefined && catalogueVersion !== undefined) {
    const readAt = { snapshot, catalogueVersion: Number(catalogueVersion) };
    await writeCachedList(db, { storeId: store.id, key, readAt, items, total });
  }
  return listAnswer(query, items, total);
}

/** Items of some stores (one store's list, or every store of a vendor), filtered, sorted, paginated: the answer's JSON text. */
export async function listItems(db: Database, { storeIds, query }: { storeIds: string[]; query: ListQuery }): Promise<JsonText> {
  if (!storeIds.length) return listAnswer(query, '[]', 0);
  const { items, total } = await readPage(db, storeIds, query);
  return listAnswer(query, items, total);
}

/** A page of the stores' items read from the tables (for one store, with what it was read at: ListReadAt). */
async function readPage(db: Database, storeIds: string[], query: ListQuery) {
  const oneStore = storeIds.length === 1;
  const [row] = await listStatements(db, shapeOf(query, oneStore), { query, oneStore }).execute({
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
  });
  return { ...row!, total: Number(row!.total) };
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
  return row.item;
}

export async function getItemById(db: Executor, itemId: string): Promise<StoreItem> {
  const [row] = await itemStatementsOf(db).byId.execute({ id: itemId });
  if (!row) throw new HttpError(404, 'itemNotFound');
  return row.item;
}
