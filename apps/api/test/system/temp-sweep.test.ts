import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../src/storage/index.js';
import { removeStaleTempFiles } from '../../src/storage/temp-sweep.js';
import { listFiles } from '../helpers/disk.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

const HOUR = 60 * 60 * 1000;

/** A temp file (and its per-request directory) last modified `ageMs` ago. */
async function tempFile(dir: string, name: string, ageMs: number): Promise<void> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, name);
  await writeFile(file, 'partial upload');
  const when = new Date(Date.now() - ageMs);
  await utimes(file, when, when);
  await utimes(dir, when, when);
}

describe('interrupted uploads: stale files in DATA_DIR/tmp', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('on start, removes temp files older than an hour and keeps newer ones', async () => {
    const uploads = path.join(ctx.dataDir, 'tmp', 'uploads');
    await tempFile(path.join(uploads, 'killed-request'), 'logo', 2 * HOUR);
    await tempFile(path.join(uploads, 'killed-request-2'), 'pan', HOUR + 60_000);
    await tempFile(path.join(uploads, 'in-progress'), 'banner', 5 * 60_000);
    await tempFile(path.join(uploads, 'mixed'), 'new', 10 * 60_000);
    await tempFile(path.join(uploads, 'mixed'), 'old', 3 * HOUR);

    const app = await ctx.buildAnother(createStorage(ctx.dataDir));
    await app.ready();

    expect(await listFiles(uploads)).toEqual([path.join('in-progress', 'banner'), path.join('mixed', 'new')]);
    expect((await readdir(uploads)).sort()).toEqual(['in-progress', 'mixed']);
  });

  it('sweeps only what is stale; a missing tmp directory is nothing to do', async () => {
    expect(await removeStaleTempFiles(path.join(ctx.dataDir, 'no-such-dir'))).toBe(0);
    const uploads = path.join(ctx.dataDir, 'tmp', 'uploads');
    await tempFile(path.join(uploads, 'old'), 'file', 2 * HOUR);
    expect(await removeStaleTempFiles(path.join(ctx.dataDir, 'tmp'), HOUR)).toBe(1);
    expect(await readdir(path.join(ctx.dataDir, 'tmp'))).toEqual(['uploads']);
  });
});
