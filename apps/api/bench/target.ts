import { spawn } from 'node:child_process';
import { freePort, stopServer, waitForHealth } from '../../../scripts/server-process.mjs';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { API_PACKAGE_DIR, loadConfig } from '../src/config.js';
import { databaseTargetFromConfig, openDatabase } from '../src/db/client.js';
import { setUpDatabase } from '../src/set-up-database.js';
import { seedDatabase } from '../src/seed/index.js';
import { LARGE_SEED, seedLarge } from '../src/seed/large.js';
import { seedLargeLedger } from '../src/seed/large-ledger.js';
import { seedLargeOrders } from '../src/seed/large-orders.js';
import { masterSearchCache, masterSearchCounts, masterSearchWindows, storeListCache } from '../src/db/search-cache-schema.js';

export interface BenchTarget {
  baseUrl: string;
  description: string;
  stop(): Promise<void>;
}

/** BENCH_SCALE (default 1): the large seed times this (10: 1M products per vertical, 100k store items). */
const scale = Math.max(1, Number(process.env.BENCH_SCALE ?? 1));

/** Migrations, the demo seed and (unless BENCH_LARGE=0) the large seed, then the database is closed for the server. */
async function prepareDatabase(env: Record<string, string | undefined>): Promise<string> {
  const config = loadConfig(env);
  const database = await openDatabase(databaseTargetFromConfig(config));
  try {
    await setUpDatabase(database, async (db) => {
      await seedDatabase(db, { demoVendor: config.demoVendor, admin: config.admin });
    });
    // A settled database, as autovacuum leaves it: statistics and the visibility map (index-only scans).
    // The page caches are then emptied: an empty table analyzed would be planned as a tiny one
    // (sequential scans) by the server's statements for their connection's life; truncated, its
    // size is unknown, as in a fresh database, and the plans use its primary key.
    const settle = async () => {
      await database.db.execute(sql`vacuum (analyze)`);
      await database.db.execute(sql`truncate ${masterSearchCache}, ${masterSearchCounts}, ${masterSearchWindows}, ${storeListCache}`);
    };
    const orders = Number(process.env.BENCH_ORDERS ?? 0);
    const ledger = Number(process.env.BENCH_LEDGER ?? 0);
    const withOrders = async (what: string) => {
      let done = what;
      if (orders) {
        process.stdout.write(`  ${orders} orders in the demo store…\n`);
        await seedLargeOrders(database.db, config.demoVendor.email, orders);
        done += `, ${orders} orders in the demo store`;
      }
      if (ledger) {
        process.stdout.write(`  ${ledger} wallet entries in the demo store…\n`);
        await seedLargeLedger(database.db, config.demoVendor.email, ledger);
        done += `, ${ledger} wallet entries`;
      }
      return done;
    };
    if (process.env.BENCH_LARGE === '0') {
      const what = await withOrders('demo seed');
      await settle();
      return what;
    }
    const sizes = { productsPerVertical: LARGE_SEED.productsPerVertical * scale, demoItems: LARGE_SEED.demoItems * scale };
    process.stdout.write(`  seed:large ×${scale}…\n`);
    const result = await seedLarge(database.db, config.demoVendor.email, sizes);
    const what = await withOrders(
      `large seed ×${scale} (${sizes.productsPerVertical} products per vertical, ${sizes.demoItems} store items; ${result.ms} ms to add)`,
    );
    await settle();
    return what;
  } finally {
    await database.close();
  }
}

/** The built server (dist/server.js) when there is one, else the source through tsx. */
function serverCommand(): { command: string; args: string[]; kind: string } {
  const built = path.join(API_PACKAGE_DIR, 'dist/server.js');
  if (existsSync(built))
    return { command: process.execPath, args: [...(process.env.BENCH_NODE_ARGS?.split(' ') ?? []), built], kind: 'built server' };
  return {
    command: process.execPath,
    args: ['--import', 'tsx', '--conditions=source', path.join(API_PACKAGE_DIR, 'src/server.ts')],
    kind: 'server from source (tsx)',
  };
}

/**
 * BENCH_URL when set (a running server). Else the server in its own process (as in production, so
 * the bench's own work does not share its event loop): on DATABASE_URL when set, else on a temp
 * DATA_DIR (file-backed PGlite), migrated and seeded first.
 */
export async function startTarget(): Promise<BenchTarget> {
  if (process.env.BENCH_URL) {
    return { baseUrl: process.env.BENCH_URL.replace(/\/$/, ''), description: process.env.BENCH_URL, stop: async () => {} };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dhub-bench-'));
  const port = await freePort();
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  const seeded = await prepareDatabase(env);
  const server = serverCommand();
  const child = spawn(server.command, server.args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, 120_000, () => output);
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
  return {
    baseUrl,
    description: `${server.kind} (pid ${child.pid}) on ${baseUrl}, ${where}, ${seeded}`,
    async stop() {
      await stopServer(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
