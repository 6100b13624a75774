import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as bookingsSchema from './bookings-schema.js';
import * as catalogueSchema from './catalogue-schema.js';
import * as couponsSchema from './coupons-schema.js';
import { lockFolder } from './folder-lock.js';
import { listenPglite, listenPostgres, type Listen } from './listen.js';
import * as baseSchema from './schema.js';
import * as ordersSchema from './orders-schema.js';
import * as reviewsSchema from './reviews-schema.js';
import * as salesEnums from './sales-enums.js';
import * as searchCacheSchema from './search-cache-schema.js';
import * as walletSchema from './wallet-schema.js';
import * as plansSchema from './plans-schema.js';
import * as dailyFiguresSchema from './daily-figures-schema.js';
import * as deliveryBoysSchema from './delivery-boys-schema.js';
import * as helpSchema from './help-schema.js';
import * as mailSchema from './mail-schema.js';
import * as passwordResetSchema from './password-reset-schema.js';
import * as supportSchema from './support-schema.js';
import * as notificationsSchema from './notifications-schema.js';
import * as profileSchema from './profile-schema.js';
import type { AppConfig } from '../config.js';
import { EARNING_HOLD_SETTING } from '../money/hold.js';

/** Every table, enum and index Drizzle knows (the files drizzle.config.ts lists). */
export const schema = {
  ...baseSchema,
  ...catalogueSchema,
  ...searchCacheSchema,
  ...ordersSchema,
  ...reviewsSchema,
  ...couponsSchema,
  ...salesEnums,
  ...bookingsSchema,
  ...walletSchema,
  ...plansSchema,
  ...dailyFiguresSchema,
  ...deliveryBoysSchema,
  ...helpSchema,
  ...mailSchema,
  ...passwordResetSchema,
  ...supportSchema,
  ...notificationsSchema,
  ...profileSchema,
};

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath (PGlite or node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database or an open transaction: what a service function needs to run queries. */
export type Executor = Database | Transaction;

export type DatabaseTarget = (
  | { kind: 'pglite'; dataDir?: string } // no dataDir: in memory
  | { kind: 'postgres'; url: string }
) & {
  /** Settings of every session (custom `dhub.*` ones the SQL reads with current_setting). */
  settings?: Readonly<Record<string, string>>;
};

export interface DatabaseHandle {
  db: Database;
  target: DatabaseTarget;
  /** The node-postgres pool (PostgreSQL only): migrations take a dedicated connection from it. */
  pool?: pg.Pool;
  /** The PGlite instance (PGlite only). */
  pglite?: PGlite;
  /** LISTEN to a notification channel (every instance on the database hears a NOTIFY). */
  listen: Listen;
  close(): Promise<void>;
}

/**
 * The hot statements are prepared once per connection and written for one plan whatever their
 * parameters (the partial indexes named by literals, the page walk or the filtered read chosen by
 * the code from the counts). PostgreSQL would otherwise re-plan a statement on every execution
 * when its first five custom plans look cheaper than the generic one: ~0.8 ms of planning for a
 * 0.2 ms page of my list.
 */
const PLAN_CACHE_MODE = 'force_generic_plan';

/**
 * A request's statements are small, but a generic plan over large tables is costed for its
 * branches that the statement's own one-time filters never run. At 10× the data my list's page
 * (0.5 ms of work) passed `jit_above_cost` and was compiled at every execution (~110 ms), and
 * reached a Gather that started a worker process (~15 ms). Neither pays for a request: no JIT, no
 * parallel workers (many requests at once already keep every core busy).
 */
const OLTP_SETTINGS: [string, string][] = [
  ['jit', 'off'],
  ['max_parallel_workers_per_gather', '0'],
];

/** The session settings the configuration gives the SQL (the hold of earnings, read by the settlements). */
export const sessionSettingsOf = (config: Pick<AppConfig, 'wallet'>): Record<string, string> => ({
  [EARNING_HOLD_SETTING]: String(config.wallet.holdSeconds),
});

export function databaseTargetFromConfig(config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'wallet'>): DatabaseTarget {
  const settings = sessionSettingsOf(config);
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, settings }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite'), settings };
}

/** Only names and values the settings are made of reach a `set` or a connection option. */
function sessionSettingsList(target: DatabaseTarget): [string, string][] {
  const list: [string, string][] = [['plan_cache_mode', PLAN_CACHE_MODE], ...OLTP_SETTINGS, ...Object.entries(target.settings ?? {})];
  for (const [name, value] of list) {
    if (!/^[a-z_]+(\.[a-z_]+)?$/.test(name) || !/^[A-Za-z0-9_]+$/.test(value)) throw new Error(`Invalid session setting ${name}=${value}`);
  }
  return list;
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const options = sessionSettingsList(target)
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(' ');
    // A connection's named statements keep the plan of their first execution: renewing connections
    // every 10 minutes re-plans them on current statistics (e.g. a page cache that was empty then).
    const pool = new pg.Pool({ connectionString: target.url, max: 10, maxLifetimeSeconds: 600, options });
    // An idle client's connection error (server restart, a terminated backend, also one that is
    // closing after pool.end()): pg-pool has dropped that client and the next query opens another.
    // Without a listener the pool's 'error' event would crash the process.
    pool.on('error', (error) => console.warn(`PostgreSQL idle connection error: ${error.message}`));
    const db = drizzleNodePg({ client: pool, schema });
    return { db, target, pool, listen: listenPostgres(target.url), close: () => pool.end() };
  }
  let release = () => {};
  if (target.dataDir) {
    mkdirSync(target.dataDir, { recursive: true });
    release = lockFolder(target.dataDir);
  }
  // pg_trgm: the catalogue's name search indexes (the migration creates the extension).
  const pglite = new PGlite({ ...(target.dataDir && { dataDir: target.dataDir }), extensions: { pg_trgm } });
  await pglite.waitReady.catch((error: unknown) => {
    release();
    throw error;
  });
  for (const [name, value] of sessionSettingsList(target)) await pglite.exec(`set ${name} = '${value}'`);
  const db = drizzlePglite({ client: pglite, schema });
  return { db, target, pglite, listen: listenPglite(pglite), close: () => pglite.close().finally(release) };
}

/** `select 1`: true when the database answers. */
export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
