import path from 'node:path';
import { MESSAGES } from '@dhub/contract';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeBankAccounts, storeFiles, storeKyc, stores, users } from '../../src/db/schema.js';
import { createStorage, type FileStorage } from '../../src/storage/index.js';
import { listFiles } from '../helpers/disk.js';
import { login } from '../helpers/http.js';
import { lookupIds, submitRegistration, validFields, validFiles, type Ids } from '../helpers/registration.js';
import { useTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let ids: Ids;
useTestApp(async (app) => {
  ctx = app;
  ids = await lookupIds(ctx.app);
});

/** Local disk storage that fails on the n-th file it is asked to store. */
function storageFailingAt(dataDir: string, failAt: number): FileStorage & { stored: number } {
  const disk = createStorage(dataDir);
  const storage = {
    stored: 0,
    async putFromTemp(tempPath: string, key: string) {
      if (++storage.stored === failAt) throw new Error('disk full (simulated)');
      await disk.putFromTemp(tempPath, key);
    },
    remove: (key: string) => disk.remove(key),
    read: (key: string) => disk.read(key),
    list: (prefix: string) => disk.list(prefix),
  };
  return storage;
}

async function rowCounts() {
  const tables = { users, stores, storeKyc, storeBankAccounts, storeFiles };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await ctx.db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? -1;
  }
  return counts;
}

describe('a registration that fails half-way', () => {
  it('rolls back every row and removes every file already moved', async () => {
    const storage = storageFailingAt(ctx.dataDir, 4);
    const failingApp = await ctx.buildAnother(storage);
    const before = await rowCounts();
    const uploadsBefore = await listFiles(path.join(ctx.dataDir, 'uploads'));

    const fields = validFields(ids);
    const response = await submitRegistration(failingApp, fields, validFiles());

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'serverError', message: MESSAGES.serverError });
    expect(storage.stored).toBe(4); // three files were moved before the failure
    expect(await rowCounts()).toEqual(before);
    expect(await listFiles(path.join(ctx.dataDir, 'uploads'))).toEqual(uploadsBefore);
    expect(await listFiles(path.join(ctx.dataDir, 'tmp'))).toEqual([]);
    expect((await login(ctx.app, fields.email!, fields.password!)).statusCode).toBe(401);

    // The same registration goes through once storage works.
    const retry = await submitRegistration(ctx.app, fields, validFiles());
    expect(retry.statusCode).toBe(201);
    const after = await rowCounts();
    expect(after.stores).toBe(before.stores! + 1);
    expect(after.storeFiles).toBe(before.storeFiles! + validFiles().length);
  });
});
