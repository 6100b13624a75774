import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { databaseTargetFromConfig, openDatabase } from './db/client.js';
import { FolderInUseError } from './db/folder-lock.js';
import { setUpDatabase } from './set-up-database.js';
import { seedDatabase } from './seed/index.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const target = databaseTargetFromConfig(config);
  const database = await openDatabase(target);
  let seeded = false;
  await setUpDatabase(database, async (db) => {
    seeded = await seedDatabase(db, { demoVendor: config.demoVendor, admin: config.admin });
  });

  const app = await buildApp({ db: database.db, config, listen: database.listen });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shownHost}:${config.port}`;
  const where = target.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${target.dataDir}`;
  console.log(
    [
      '',
      `DHub Vendor Portal: ${url}`,
      `  API:      ${url}/v1/dhubApi   (docs: ${url}/v1/dhubApi/docs)`,
      `  Database: ${where}${seeded ? ' (demo data seeded)' : ''}`,
      `  Demo vendor: ${config.demoVendor.email} / ${config.demoVendor.password}`,
      `  Operator:    ${config.admin.email} / ${config.admin.password}`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error instanceof FolderInUseError ? error.message : error);
  process.exit(1);
});
