import type { Database, DatabaseHandle } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { defineProductTexts } from './modules/catalogue/product-text.js';

/**
 * The migrations, then what the start-up defines from the code (the view of the master products'
 * texts), then `afterMigrate` (the seed): one critical section for instances starting together.
 */
export async function setUpDatabase(handle: DatabaseHandle, afterMigrate?: (db: Database) => Promise<void>): Promise<void> {
  await migrateDatabase(handle, async (db) => {
    await defineProductTexts(db);
    await afterMigrate?.(db);
  });
}
