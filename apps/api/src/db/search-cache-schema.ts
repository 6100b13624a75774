import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row (id 1): a counter that statement triggers bump whenever master_products changes, or a
 * category or lookup is renamed or removed (migration `0007`). A cached search page is valid only
 * at the version it was read at.
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** The catalogue version now, as SQL: read in the same statement (snapshot) as the data it describes. */
export const currentCatalogueVersion = sql<string>`(select ${catalogueVersion.version} from ${catalogueVersion} where ${catalogueVersion.id} = 1)`;

/** How long a shared page (a search's, a store list's) may be kept and answered. */
export const PAGE_CACHE_TTL = sql`interval '10 minutes'`;

/**
 * Pages of master catalogue searches, shared by every API instance through the database (no
 * per-process cache: instances behind a load balancer answer alike). UNLOGGED: a cache needs no
 * WAL, and a crash merely empties it. Rows older than the TTL are purged as misses add new ones.
 */
export const masterSearchCache = pgTable(
  'master_search_cache',
  {
    /** The search, normalised: vertical, lower-cased term, filters, sort, page, limit. */
    key: text('key').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
    total: integer('total').notNull(),
    totalCapped: boolean('total_capped').notNull(),
    ids: uuid('ids').array().notNull(),
    /** The page's products as answered (JSON text, sent as is), `myItemId: null` in each (the store's are read per request). */
    products: text('products').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('master_search_cache_created_idx').on(table.createdAt)],
);

/**
 * How many products match a search (its term and filters, whatever the page, limit or sort), counted
 * up to the cap and one more, at a catalogue version: paging through a search counts it once.
 * UNLOGGED and purged like the pages.
 */
export const masterSearchCounts = pgTable(
  'master_search_counts',
  {
    /** The search's vertical, lower-cased term and filters. */
    key: text('key').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
    matches: integer('matches').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('master_search_counts_created_idx').on(table.createdAt)],
);

/**
 * The matches of a search in one order, from the first up to the furthest page asked for (walked
 * in that order once, at a catalogue version): another page inside is a slice, a page past it
 * walks on from its last match. Kept for the name walk (a term, sorted by name); UNLOGGED and purged like the pages.
 */
export const masterSearchWindows = pgTable(
  'master_search_windows',
  {
    /** The search's count key, its sort and its order. */
    key: text('key').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
    ids: uuid('ids').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('master_search_windows_created_idx').on(table.createdAt)],
);

/** A transaction id (xid8) or a snapshot (pg_snapshot), as PostgreSQL's text form. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });
const pgSnapshot = customType<{ data: string }>({ dataType: () => 'pg_snapshot' });

/**
 * Which transactions changed a store's list: its items, their variations or its name (written by
 * row triggers, migration `0048`; insert-only, so concurrent changes of one store never wait
 * for each other). A cached page is valid while every change of its store is visible in the
 * snapshot it was read in. Rows past an hour are purged (a cached page lives 10 minutes).
 */
export const storeListChanges = pgTable(
  'store_list_changes',
  {
    storeId: uuid('store_id').notNull(),
    xid: xid8('xid').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.xid] }), index('store_list_changes_at_idx').on(table.at)],
);

/**
 * Pages of one store's list (my list), shared by every API instance like the search pages, each
 * with the snapshot it was read in. UNLOGGED (like the changes: a crash empties both); rows past
 * the TTL are never answered and are purged as misses add new ones.
 */
export const storeListCache = pgTable(
  'store_list_cache',
  {
    storeId: uuid('store_id').notNull(),
    /** The list's query, normalised: filters, sort, page, limit. */
    key: text('key').notNull(),
    snapshot: pgSnapshot('snapshot').notNull(),
    catalogueVersion: bigint('catalogue_version', { mode: 'number' }).notNull(),
    total: integer('total').notNull(),
    /** The page's items as answered (JSON text, sent as is). */
    items: text('items').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.key] }), index('store_list_cache_created_idx').on(table.createdAt)],
);
