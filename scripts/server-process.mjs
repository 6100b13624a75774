// Starting and stopping a server process from the tools (the LCP script, the E2E suite's setup, the
// bench): a free port, waiting for /healthz, a graceful stop. One copy for the three.
/* global setTimeout, clearTimeout, fetch -- Node's */
import { createServer } from 'node:net';

/** A TCP port nothing listens on now (on the loopback). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once `${baseURL}/healthz` answers 200; rejects when the process exits first (with
 * `output()`, what it printed, if given) or after `timeoutMs`.
 */
export async function waitForHealth(baseURL, server, timeoutMs, output = () => '') {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}${output() ? `:\n${output()}` : ''}`);
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`the server did not answer ${baseURL}/healthz within ${timeoutMs / 1000} s`);
}

/** SIGTERM, then SIGKILL after 10 s; resolves when the process has exited. */
export async function stopServer(server) {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
