import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { API_PACKAGE_DIR } from '../config.js';
import { schema, type Database, type DatabaseHandle } from './client.js';

export const MIGRATIONS_DIR = path.join(API_PACKAGE_DIR, 'drizzle');

/** Any constant shared by every instance: the key of the start-up advisory lock. */
const STARTUP_LOCK_KEY = 471_120_240;

/**
 * Runs the migrations (of `migrationsFolder`: MIGRATIONS_DIR but in a test of a migration's data
 * conversion), then `afterMigrate` (the seed), as one critical section.
 * On PostgreSQL a session advisory lock on a dedicated connection serialises instances
 * that start together; PGlite is a single process, so it needs no lock.
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  afterMigrate?: (db: Database) => Promise<void>,
  migrationsFolder = MIGRATIONS_DIR,
): Promise<void> {
  if (handle.pglite) {
    const db = drizzlePglite({ client: handle.pglite, schema });
    await migratePglite(db, { migrationsFolder });
    await afterMigrate?.(handle.db);
    return;
  }
  if (!handle.pool) throw new Error('No database client to migrate.');
  const client = await handle.pool.connect();
  try {
    const db = drizzleNodePg({ client, schema });
    await db.execute(sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`);
    try {
      await migrateNodePg(db, { migrationsFolder });
      await afterMigrate?.(db);
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`);
    }
  } finally {
    client.release();
  }
}
