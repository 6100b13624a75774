import type { MasterProduct } from '@dhub/contract';
import { bigint, boolean, index, integer, json, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row (id 1): a counter that statement triggers bump whenever master_products changes, or a
 * category or lookup is renamed or removed (migration `0007`). A cached search page is valid only
 * at the version it was read at.
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

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
    /** The page's products as answered, `myItemId: null` in each (the store's are read per request); `json`: its text is sent as is. */
    products: json('products').$type<MasterProduct[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('master_search_cache_created_idx').on(table.createdAt)],
);
