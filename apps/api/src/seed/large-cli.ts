/**
 * `npm run seed:large`: migrations and the demo seed when needed, then the large catalogue
 * (100k master products per vertical, 10k items in the demo grocery store) into the database
 * the server would use (DATABASE_URL, else PGlite in DATA_DIR; stop a server using that PGlite
 * directory first). Idempotent.
 */
import { loadConfig } from '../config.js';
import { databaseTargetFromConfig, openDatabase } from '../db/client.js';
import { setUpDatabase } from '../set-up-database.js';
import { seedDatabase } from './index.js';
import { seedLarge } from './large.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const target = databaseTargetFromConfig(config);
  const database = await openDatabase(target);
  try {
    const where = target.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${target.dataDir}`;
    console.log(`seed:large into ${where}`);
    const started = performance.now();
    await setUpDatabase(database, async (db) => {
      await seedDatabase(db, { demoVendor: config.demoVendor, admin: config.admin });
    });
    const result = await seedLarge(database.db, config.demoVendor.email);
    const added = Object.entries(result.products)
      .map(([vertical, n]) => `${vertical} +${n}`)
      .join(', ');
    const nothing = !result.items && Object.values(result.products).every((n) => !n);
    console.log(
      nothing
        ? `Already done (100k products per vertical, 10k demo store items); nothing added. ${Math.round(performance.now() - started)} ms.`
        : `Master products: ${added}; demo grocery store items +${result.items}. Took ${(result.ms / 1000).toFixed(1)} s ` +
            `(${((performance.now() - started) / 1000).toFixed(1)} s with migrations and the demo seed).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('seed:large failed:', error);
  process.exit(1);
});
