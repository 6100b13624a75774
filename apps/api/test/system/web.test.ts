import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { API_PREFIX, MESSAGES, systemEndpoints } from '@dhub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let webDist: string;
const EARLY_SCRIPT = 'window.early = 1;';
const INDEX = `<!doctype html><title>DHub</title><script>${EARLY_SCRIPT}</script><div id="root"></div>`;
const APP_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'dhub-web-dist-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX);
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("app");');
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js.map'), '{"version":3}');
  // As the build leaves them: precompressed copies beside the asset (marked, to tell them apart).
  await writeFile(path.join(webDist, 'assets', 'app-def456.js'), APP_JS);
  await writeFile(path.join(webDist, 'assets', 'app-def456.js.br'), brotliCompressSync(`${APP_JS}//br`));
  await writeFile(path.join(webDist, 'assets', 'app-def456.js.gz'), gzipSync(`${APP_JS}//gz`));
  await mkdir(path.join(webDist, '.vite'));
  await writeFile(path.join(webDist, '.vite', 'manifest.json'), '{}');
  ctx = await createTestApp({ webDist });
});
afterAll(async () => {
  await ctx?.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('web app (WEB_DIST)', () => {
  it('serves built files, hashed assets cached for good', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('console.log');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it.each(['/', '/dashboard', '/auth/login', '/auth/registration-form?step=2', '/no/such/page'])(
    'GET %s answers index.html (SPA fallback)',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    },
  );

  it.each([
    ['GET', '/assets/missing-file.js'],
    ['GET', `${API_PREFIX}/unknown`],
    ['POST', '/dashboard'],
  ])('%s %s stays a 404 JSON', async (method, url) => {
    const response = await ctx.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'notFound', message: MESSAGES.notFound });
  });

  it('the API and /healthz still answer', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}${systemEndpoints.ping.path}` })).json()).toEqual({ message: 'pong' });
  });

  it.each(['/assets/index-abc123.js.map', '/.vite/manifest.json'])('does not serve %s (source maps, build manifest)', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('version');
  });
});

describe('compression', () => {
  it('sends the precompressed brotli copy to a browser that takes it, cache headers kept', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(`${APP_JS}//br`);
  });

  it('sends the gzip copy when brotli is not accepted, and the file itself when nothing is', async () => {
    const gzip = await ctx.app.inject({ method: 'GET', url: '/assets/app-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(`${APP_JS}//gz`);
    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/app-def456.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it('compresses a JSON answer above the threshold, not a small one', async () => {
    const docs = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/docs/json`, headers: { 'accept-encoding': 'br' } });
    expect(docs.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(docs.rawPayload).toString())).toHaveProperty('paths');
    const ping = await ctx.app.inject({
      method: 'GET',
      url: `${API_PREFIX}${systemEndpoints.ping.path}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(ping.headers['content-encoding']).toBeUndefined();
    expect(ping.json()).toEqual({ message: 'pong' });
  });
});

describe('security headers', () => {
  it.each([
    ['the app page', '/dashboard'],
    ['a built file', '/assets/index-abc123.js'],
    ['the API', `${API_PREFIX}${systemEndpoints.ping.path}`],
    ['an API error', `${API_PREFIX}/unknown`],
  ])('%s carries a strict CSP, nosniff, no framing and a referrer policy', async (_name, url) => {
    const { headers } = await ctx.app.inject({ method: 'GET', url });
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it("allows index.html's own inline script by its hash, and no other inline script", async () => {
    const { headers } = await ctx.app.inject({ method: 'GET', url: '/dashboard' });
    const scriptSrc = /script-src ([^;]*)/.exec(String(headers['content-security-policy']))![1]!.split(' ');
    const hash = `'sha256-${createHash('sha256').update(EARLY_SCRIPT).digest('base64')}'`;
    expect(scriptSrc).toEqual(["'self'", hash]);
  });

  it('sends HSTS over TLS only (here: as the trusted proxy says)', async () => {
    const app = await createTestApp({ webDist, trustProxy: true });
    try {
      const https = await app.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await app.app.inject({ method: 'GET', url: '/healthz' });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
