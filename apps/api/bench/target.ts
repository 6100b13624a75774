import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { databaseTargetFromConfig, openDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { seedDatabase } from '../src/seed/index.js';

export interface BenchTarget {
  baseUrl: string;
  description: string;
  stop(): Promise<void>;
}

/** BENCH_URL when set (a running server), else the app in-process on a temp DATA_DIR (file-backed PGlite). */
export async function startTarget(): Promise<BenchTarget> {
  if (process.env.BENCH_URL) {
    return { baseUrl: process.env.BENCH_URL.replace(/\/$/, ''), description: process.env.BENCH_URL, stop: async () => {} };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dhub-bench-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' });
  const database = await openDatabase(databaseTargetFromConfig(config));
  await migrateDatabase(database, async (db) => {
    await seedDatabase(db, { demoVendor: config.demoVendor, admin: config.admin });
  });
  const app = await buildApp({ db: database.db, config });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    baseUrl: address,
    description: `in-process app on ${address}, PGlite in ${dataDir}`,
    async stop() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
