import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { FolderInUseError } from '../../src/db/folder-lock.js';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'dhub-lock-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('one server per PGlite folder', () => {
  it('a second opening of the same folder is refused, naming the folder and the process; after a close it opens', async () => {
    const folder = path.join(dataDir, 'a');
    const first = await openDatabase({ kind: 'pglite', dataDir: folder });
    let error: unknown;
    await openDatabase({ kind: 'pglite', dataDir: folder }).catch((caught: unknown) => (error = caught));
    expect(error).toBeInstanceOf(FolderInUseError);
    expect((error as Error).message).toContain(folder);
    expect((error as Error).message).toContain(`process ${process.pid}`);
    await first.close();
    const again: DatabaseHandle = await openDatabase({ kind: 'pglite', dataDir: folder });
    await again.close();
  });

  it('a lock left by a process that is gone (kill -9) is taken over', async () => {
    const folder = path.join(dataDir, 'b');
    // A process that exits at once: its pid is no longer running when the lock is read.
    const gone = spawn(process.execPath, ['-e', '']);
    const pid = await new Promise<number>((resolve) => gone.on('exit', () => resolve(gone.pid!)));
    await writeFile(`${folder}.lock`, JSON.stringify({ pid, host: (await import('node:os')).hostname(), startedAt: 'then' }));
    const handle = await openDatabase({ kind: 'pglite', dataDir: folder });
    await handle.close();
  });

  it("a lock with this process's own pid (a restart that reused the pid, as pid 1 in a container) is taken over", async () => {
    const folder = path.join(dataDir, 'own');
    await writeFile(
      `${folder}.lock`,
      JSON.stringify({ pid: process.pid, host: (await import('node:os')).hostname(), startedAt: 'before' }),
    );
    const handle = await openDatabase({ kind: 'pglite', dataDir: folder });
    await handle.close();
  });

  it('a second server process on the same DATA_DIR refuses to start with that message', async () => {
    const folder = path.join(dataDir, 'c');
    const first = await openDatabase({ kind: 'pglite', dataDir: path.join(folder, 'pglite') });
    const server = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/server.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DATA_DIR: folder, PORT: '0', DATABASE_URL: '', JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' },
    });
    let output = '';
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => server.on('exit', resolve));
    await first.close();
    expect(code).toBe(1);
    expect(output).toContain(`The data folder ${path.join(folder, 'pglite')} is in use by another DHub server (process ${process.pid}`);
  }, 30_000);
});
