import {
  CATALOGUE_STATUSES,
  CATALOGUE_VERTICALS,
  LOOKUP_TYPES,
  type CatalogueVertical,
  type ProductAttributes,
  type StockState,
} from '@dhub/contract';
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  type PgColumn,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { stores } from './schema.js';

/**
 * The catalogue of the four verticals, one generic design: every table carries `vertical`.
 * Text search on product names uses pg_trgm GIN indexes on lower(name) (partial words, any
 * case: `lower(name) like '%term%'` is answered from the index).
 */
export const catalogueVertical = pgEnum('catalogue_vertical', CATALOGUE_VERTICALS);
export const catalogueStatus = pgEnum('catalogue_status', CATALOGUE_STATUSES);
export const lookupType = pgEnum('lookup_type', LOOKUP_TYPES);

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** An amount in paise (whole minor units: money is never a float), as the contract's `money`. */
const money = (name: string) => integer(name);

/**
 * Brands, units, weights, zones, drug types, medicine forms, therapeutic classes, packing types,
 * cuisine types, flavours and ecommerce attributes (`group`: size, colour…). `vertical` null:
 * shared by every vertical.
 */
export const catalogueLookups = pgTable(
  'catalogue_lookups',
  {
    id: id(),
    type: lookupType('type').notNull(),
    vertical: catalogueVertical('vertical'),
    group: text('group'),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('catalogue_lookups_type_idx').on(table.type, table.vertical, table.sortOrder)],
);

/** Categories (level 1), subcategories (2, parent a category) and child categories (3). */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    vertical: catalogueVertical('vertical').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    name: text('name').notNull(),
    status: catalogueStatus('status').notNull().default('approved'),
    /** The store that asked for it (null: created by the operator). */
    requestedByStoreId: uuid('requested_by_store_id').references(() => stores.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    index('categories_vertical_idx').on(table.vertical, table.level, table.status),
    index('categories_parent_idx').on(table.parentId),
    index('categories_requested_by_idx').on(table.requestedByStoreId),
  ],
);

/** The marketplace's master catalogue; vertical-specific fields in `attributes` (contract zod schemas). */
/** The name of a vertical's partial trigram index on master_products (its size estimates the vertical's). */
export const masterNameTrigramIndex = (vertical: CatalogueVertical) => `master_products_${vertical}_name_trgm_idx`;

/**
 * `column = 'vertical'` with the vertical as a literal, not a parameter: the trigram indexes are
 * partial (one per vertical), and a prepared statement's generic plan can use a partial index only
 * when its WHERE says the index's predicate in the text itself. (A vertical is one of four enum words.)
 */
export const verticalIs = (column: PgColumn | SQL, vertical: CatalogueVertical): SQL => sql`${column} = ${sql.raw(`'${vertical}'`)}`;

/** Columns that describe a product: a master product and a request for one both have them. */
function productColumns() {
  return {
    vertical: catalogueVertical('vertical').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    subcategoryId: uuid('subcategory_id').references(() => categories.id),
    childCategoryId: uuid('child_category_id').references(() => categories.id),
    brandId: uuid('brand_id').references(() => catalogueLookups.id),
    unitId: uuid('unit_id').references(() => catalogueLookups.id),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    attributes: jsonb('attributes').$type<ProductAttributes>().notNull().default({}),
  };
}

export const masterProducts = pgTable(
  'master_products',
  {
    id: id(),
    ...productColumns(),
    /** The name lower-cased, kept by the database: a search's name walk reads it from the index. */
    nameLower: text('name_lower').generatedAlwaysAs(sql`lower(name)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One trigram index per vertical (every search has one): no BitmapAnd with a 100k-row
    // vertical bitmap, a quarter of the index to read, and plans the planner prefers to a name walk.
    ...CATALOGUE_VERTICALS.map((vertical) =>
      index(masterNameTrigramIndex(vertical))
        .using('gin', sql`lower(${table.name}) gin_trgm_ops`)
        .where(verticalIs(sql.raw('vertical'), vertical)),
    ),
    // (vertical, name, id): the name-ordered walk of a search page is an index-only scan, which
    // matches the term against the lower-cased name in the entry (lower() per entry was half its time).
    index('master_products_vertical_name_walk_idx').on(table.vertical, table.name, table.id, table.nameLower),
    index('master_products_category_idx').on(table.vertical, table.categoryId),
    // The category filter of a store's list (any level, no vertical): a BitmapOr of these three.
    index('master_products_category_id_idx').on(table.categoryId),
    index('master_products_subcategory_idx').on(table.subcategoryId),
    index('master_products_child_category_idx').on(table.childCategoryId),
    index('master_products_brand_idx').on(table.vertical, table.brandId),
  ],
);

/**
 * Each master product's JSON text (the contract's MasterProduct, its refs' names included) as
 * pages show it, kept by statement triggers on the product and on a renamed category or lookup
 * (migration `0055`) from the view `master_product_text_source`, which the start-up defines from
 * the one definition of that JSON (modules/catalogue/product-text.ts): a page reads its products'
 * texts by primary key instead of building each with five joins.
 */
export const masterProductTexts = pgTable('master_product_texts', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => masterProducts.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
});

/**
 * The lower-cased name of each master product, kept by a trigger (migration `0004`): the exact
 * total of a text search counts here. ~80 rows fit a page (master_products: ~16), so the trigram
 * recheck reads a fifth of the heap, and with no btree on the name the planner cannot pick a
 * 100k-entry name walk instead (seen at 68 ms for `'%tea%'`).
 */
export const masterProductNames = pgTable(
  'master_product_names',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => masterProducts.id, { onDelete: 'cascade' }),
    vertical: catalogueVertical('vertical').notNull(),
    name: text('name').notNull(),
  },
  () =>
    CATALOGUE_VERTICALS.map((vertical) =>
      index(`master_product_names_${vertical}_trgm_idx`)
        .using('gin', sql`name gin_trgm_ops`)
        .where(verticalIs(sql.raw('vertical'), vertical)),
    ),
);

/**
 * The words of each master product's lower-cased name (split on white space, at least
 * NAME_WORD_MIN_LENGTH characters), each with the name as written and the product's id, kept by
 * statement triggers on master_products (migration `0056`). A search term of one word is inside
 * one word of every name it matches: its matches in name order are the merge of its words' runs
 * of this key (a few index entries a page), where walking the vertical's names in order reads
 * every name before the first match (28,911 entries for page 1 of `tea` in a million names).
 */
export const masterNameWords = pgTable(
  'master_name_words',
  {
    vertical: catalogueVertical('vertical').notNull(),
    word: text('word').notNull(),
    name: text('name').notNull(),
    id: uuid('id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.vertical, table.word, table.name, table.id] })],
);

/**
 * Each vertical's name words (as in master_name_words) and how many products have each (kept by
 * the same triggers; a word no product has any more is removed). A term inside a word of
 * more than MASTER_SEARCH_TOTAL_CAP products has more matches than the cap: no count needed.
 */
export const masterNameVocabulary = pgTable(
  'master_name_vocabulary',
  {
    vertical: catalogueVertical('vertical').notNull(),
    word: text('word').notNull(),
    products: integer('products').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.vertical, table.word] }),
    index('master_name_vocabulary_word_trgm_idx').using('gin', sql`word gin_trgm_ops`),
  ],
);

/** The shortest word master_name_words keeps (as the migration's triggers split): a term this long or longer is found through them. */
export const NAME_WORD_MIN_LENGTH = 3;

/** The stock_state column's values: the contract's stock states as small integers. */
export const STOCK_STATE_CODES: Record<StockState, number> = { out: 0, low: 1, in: 2 };

/** A store's "my list": the master products it sells, with its own price and stock. */
export const storeItems = pgTable(
  'store_items',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    masterProductId: uuid('master_product_id')
      .notNull()
      .references(() => masterProducts.id),
    /** Paise. */
    price: money('price').notNull(),
    /** Paise, at least the price. */
    mrp: money('mrp').notNull(),
    /** Percent, 0..100 (not money: a share of the MRP). */
    discount: numeric('discount', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    stock: integer('stock').notNull().default(0),
    sku: text('sku'),
    isAvailable: boolean('is_available').notNull().default(true),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    /** The store's own photos (URLs of its `upload-image` files), shown before the master product's. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /**
     * The master product's category, subcategory and child category, copied by triggers (migration
     * `0008`: set on insert, followed when the product's categories change): the list's category
     * filter (any level) is three index scans of the store's items instead of a product lookup per
     * item (27 ms for a 10k-item list).
     */
    categoryId: uuid('category_id'),
    subcategoryId: uuid('subcategory_id'),
    childCategoryId: uuid('child_category_id'),
    /** The master product's brand, copied like its categories (migration `0014`). */
    brandId: uuid('brand_id'),
    /** The master product's name, copied like its categories (migration `0049`): the list's sort by name walks an index. */
    productName: text('product_name'),
    /** The contract's stockStateOf as STOCK_STATE_CODES, kept by the database. */
    stockState: smallint('stock_state').generatedAlwaysAs(
      sql.raw(
        `case when stock <= 0 then ${STOCK_STATE_CODES.out} when stock <= low_stock_threshold then ${STOCK_STATE_CODES.low} else ${STOCK_STATE_CODES.in} end`,
      ),
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('store_items_store_product_key').on(table.storeId, table.masterProductId),
    // One per sort of the list, each holding the filters' columns: a page's ids are an index-only
    // walk in the sort order (item-query.ts), the rows are read for the page's items only.
    ...(
      [
        ['createdAt', 'created'],
        ['updatedAt', 'updated'],
        ['price', 'price'],
        ['stock', 'stock'],
        ['productName', 'name'],
      ] as const
    ).map(([sort, name]) =>
      index(`store_items_list_by_${name}_idx`).on(
        table.storeId,
        table[sort],
        table.id,
        table.stockState,
        table.isAvailable,
        table.categoryId,
        table.subcategoryId,
        table.childCategoryId,
        table.brandId,
      ),
    ),
    index('store_items_store_brand_idx').on(table.storeId, table.brandId),
    index('store_items_store_category_idx').on(table.storeId, table.categoryId),
    index('store_items_store_subcategory_idx').on(table.storeId, table.subcategoryId),
    index('store_items_store_child_category_idx').on(table.storeId, table.childCategoryId),
    uniqueIndex('store_items_store_sku_key').on(table.storeId, table.sku),
    index('store_items_product_idx').on(table.masterProductId),
    check('store_items_price_not_negative', sql`${table.price} >= 0`),
    check('store_items_mrp_not_below_price', sql`${table.mrp} >= ${table.price}`),
  ],
);

/**
 * How many items a store has per group of the list's filters (category path, brand, stock state,
 * availability), kept by a trigger on store_items (migration `0014`): the list's total is a sum
 * over the store's groups, however many items it has. A missing category or brand is the zero
 * uuid (NO_REF), so groups compare with `=`.
 */
export const storeItemCounts = pgTable(
  'store_item_counts',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').notNull(),
    subcategoryId: uuid('subcategory_id').notNull(),
    childCategoryId: uuid('child_category_id').notNull(),
    brandId: uuid('brand_id').notNull(),
    stockState: smallint('stock_state').notNull(),
    isAvailable: boolean('is_available').notNull(),
    n: integer('n').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'store_item_counts_pkey',
      columns: [
        table.storeId,
        table.categoryId,
        table.subcategoryId,
        table.childCategoryId,
        table.brandId,
        table.stockState,
        table.isAvailable,
      ],
    }),
  ],
);

/** A group's missing category or brand in store_item_counts. */
export const NO_REF = '00000000-0000-0000-0000-000000000000';

export const storeItemVariations = pgTable(
  'store_item_variations',
  {
    id: id(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => storeItems.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    /** Paise. */
    price: money('price').notNull(),
    stock: integer('stock').notNull().default(0),
    sku: text('sku'),
    createdAt: createdAt(),
  },
  (table) => [
    index('store_item_variations_item_idx').on(table.itemId, table.createdAt),
    check('store_item_variations_price_not_negative', sql`${table.price} >= 0`),
  ],
);

/**
 * Items removed from a store's list, kept 7 days for Undo (restore with the same ids): the
 * `store_items` row and its variations as `to_jsonb` snapshots, out of the hot table and its indexes.
 */
export const deletedStoreItems = pgTable(
  'deleted_store_items',
  {
    /** The item's own id. */
    id: uuid('id').primaryKey(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    item: jsonb('item').$type<Record<string, unknown>>().notNull(),
    variations: jsonb('variations').$type<Record<string, unknown>[]>().notNull().default([]),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('deleted_store_items_deleted_at_idx').on(table.deletedAt)],
);

/** A store asks for a product missing from the master catalogue. */
export const productRequests = pgTable(
  'product_requests',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    ...productColumns(),
    /** Paise. */
    price: money('price').notNull(),
    /** Paise, at least the price (null: the price is the MRP). */
    mrp: money('mrp'),
    stock: integer('stock').notNull().default(0),
    status: catalogueStatus('status').notNull().default('pending'),
    reason: text('reason'),
    masterProductId: uuid('master_product_id').references(() => masterProducts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    index('product_requests_store_idx').on(table.storeId, table.vertical, table.createdAt),
    index('product_requests_status_idx').on(table.vertical, table.status, table.createdAt),
    index('product_requests_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    check('product_requests_price_not_negative', sql`${table.price} >= 0`),
    check('product_requests_mrp_not_below_price', sql`${table.mrp} is null or ${table.mrp} >= ${table.price}`),
  ],
);
