import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort, stopServer, waitForHealth } from '../../scripts/server-process.mjs';
import { startMailServer } from './mail-server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts the built app (web + API on one port) on a fresh data dir, as `npm start` would. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dhub-e2e-'));
  const port = await freePort();
  // The app's e-mail goes through a real SMTP server of the test's own; the tests read what it received (src/mail.ts).
  const mailDir = await mkdtemp(path.join(tmpdir(), 'dhub-e2e-mail-'));
  const mail = await startMailServer(mailDir);
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['dist/server.js'], {
    cwd: path.join(root, 'apps/api'),
    // Earnings become available 20 s after a sale (7 days by default), so the money test sees both states.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      WALLET_HOLD_SECONDS: '20',
      SMTP_URL: mail.url,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseURL, server, 60_000);
  project.provide('baseURL', baseURL);
  project.provide('mailDir', mailDir);

  return async () => {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
    await mail.close();
    await rm(mailDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Where the E2E server's mail server writes what it receives. */
    mailDir: string;
  }
}
