import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PREFIX, MESSAGES, systemEndpoints } from '@dhub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let webDist: string;
const INDEX = '<!doctype html><title>DHub</title><div id="root"></div>';

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'dhub-web-dist-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX);
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("app");');
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
});
