import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import { openDatabase, sessionSettingsOf, type Database, type DatabaseHandle } from '../../src/db/client.js';
import { setUpDatabase } from '../../src/set-up-database.js';
import { seedDatabase } from '../../src/seed/index.js';
import type { FileStorage } from '../../src/storage/index.js';

export interface TestContext {
  app: App;
  db: Database;
  handle: DatabaseHandle;
  config: AppConfig;
  dataDir: string;
  /** Another app on the same database and DATA_DIR, e.g. with a storage that fails. */
  buildAnother(storage: FileStorage): Promise<App>;
  close(): Promise<void>;
}

/**
 * A fresh database per test file: in-memory PGlite, or, with TEST_DATABASE_URL (a PostgreSQL
 * server URL), a new database `test_<random>` on that server, dropped at the end.
 * Migrated and seeded like a first start.
 */
export async function createDatabase(settings: Record<string, string>): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { handle: await openDatabase({ kind: 'pglite', settings }), drop: async () => {} };

  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), settings });
  return {
    handle,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createTestApp(
  options: { webDist?: string; trustProxy?: boolean; /** More settings, e.g. WALLET_HOLD_SECONDS. */ env?: Record<string, string> } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dhub-api-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    STRICT_CONTRACT: '1',
    // The tests run the periodic jobs themselves (a test that wants the timer sets it).
    JOBS_INTERVAL_SECONDS: '0',
    WEB_DIST: options.webDist ?? path.join(dataDir, 'no-web-build'),
    ...(options.trustProxy && { TRUST_PROXY: 'true' }),
    ...options.env,
  });
  const { handle, drop } = await createDatabase(sessionSettingsOf(config));
  await setUpDatabase(handle, async (db) => {
    await seedDatabase(db, { demoVendor: config.demoVendor, admin: config.admin });
  });
  const apps: App[] = [await buildApp({ db: handle.db, config, listen: handle.listen })];
  return {
    app: apps[0]!,
    db: handle.db,
    handle,
    config,
    dataDir,
    async buildAnother(storage) {
      const app = await buildApp({ db: handle.db, config, storage, listen: handle.listen });
      apps.push(app);
      return app;
    },
    async close() {
      for (const app of apps) await app.close();
      await handle.close().catch(() => undefined); // a test may have closed it already
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test file's app: created before its tests (then `ready` runs, e.g. to keep it in the file's
 * variables and add data), closed after them.
 */
export function useTestApp(ready: (ctx: TestContext) => unknown): void {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestApp();
    await ready(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
  });
}
