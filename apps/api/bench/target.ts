import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { databaseTargetFromConfig, openDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { seedDatabase } from '../src/seed/index.js';
import { seedLarge } from '../src/seed/large.js';

export interface BenchTarget {
  baseUrl: string;
  description: string;
  stop(): Promise<void>;
}

/**
 * BENCH_URL when set (a running server), else the app in-process: on DATABASE_URL when set,
 * else on a temp DATA_DIR (file-backed PGlite). Migrated and seeded; with BENCH_LARGE (default
 * on; BENCH_LARGE=0 skips) the large seed too (100k products per vertical, 10k demo store items).
 */
export async function startTarget(): Promise<BenchTarget> {
  if (process.env.BENCH_URL) {
    return { baseUrl: process.env.BENCH_URL.replace(/\/$/, ''), description: process.env.BENCH_URL, stop: async () => {} };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dhub-bench-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL ?? '', LOG_LEVEL: 'warn' });
  const target = databaseTargetFromConfig(config);
  const database = await openDatabase(target);
  await migrateDatabase(database, async (db) => {
    await seedDatabase(db, { demoVendor: config.demoVendor, admin: config.admin });
  });
  let scale = 'demo seed';
  if (process.env.BENCH_LARGE !== '0') {
    process.stdout.write('  seed:large…\n');
    const result = await seedLarge(database.db, config.demoVendor.email);
    scale = `large seed (${result.ms} ms to add)`;
  }
  const app = await buildApp({ db: database.db, config });
  // Requests autocannon abandoned at the end of a run still finish their queries: wait for them
  // before closing the database.
  let inFlight = 0;
  app.addHook('onRequest', async () => {
    inFlight++;
  });
  app.addHook('onSend', async () => {
    inFlight--;
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const where = target.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
  return {
    baseUrl: address,
    description: `in-process app on ${address}, ${where}, ${scale}`,
    async stop() {
      for (let waited = 0; inFlight > 0 && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
