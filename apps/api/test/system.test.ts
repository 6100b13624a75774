import { API_PATHS, API_PREFIX, CATALOGUE_VERTICALS, cataloguePaths, MESSAGES } from '@dhub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '@dhub/contract';
const ADMIN_LOGIN_PATH = authEndpoints.adminLogin.path;
import { catalogueRoutePaths } from './helpers/catalogue.js';
import { createTestApp, type TestContext } from './helpers/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe('system routes', () => {
  it('GET /healthz answers ok when the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET ping answers pong', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}${API_PATHS.ping}` });
    expect(response.json()).toEqual({ message: 'pong' });
  });

  it.each([
    ['GET', `${API_PREFIX}/nope`],
    ['POST', `${API_PREFIX}/vendor/auth/unknown`],
    ['GET', '/dashboard'], // no web build in tests: no SPA fallback either
    ['DELETE', `${API_PREFIX}${API_PATHS.services}`],
  ])('%s %s: 404 JSON', async (method, url) => {
    const response = await ctx.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: MESSAGES.notFound });
  });

  it('a GET on a POST route is a 404 JSON too, and never leaks a stack trace', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}${API_PATHS.vendorLogin}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('a JSON body over the size limit: 413 JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API_PREFIX}${API_PATHS.vendorLogin}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: MESSAGES.payloadTooLarge });
  });
});

describe('OpenAPI document', () => {
  it('lists every route with its schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/docs/json` });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, Record<string, Record<string, unknown>>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    const apiRoutes = Object.entries(API_PATHS)
      .filter(([name]) => name !== 'docs')
      .map(([, path]) => `${API_PREFIX}${path}`);
    const expected = [
      ...apiRoutes,
      ...catalogueRoutePaths().map((path) => `${API_PREFIX}${path.replace(/:([A-Za-z]+)/g, '{$1}')}`),
      `${API_PREFIX}${ADMIN_LOGIN_PATH}`,
      `${API_PREFIX}/media/{storeId}/{fileName}`,
      '/healthz',
    ];
    expect(Object.keys(doc.paths).sort()).toEqual(expected.sort());
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const operation of Object.values(operations)) {
        expect(operation, path).toHaveProperty('responses');
        expect(operation, path).toHaveProperty('summary');
      }
    }
    const login = doc.paths[`${API_PREFIX}${API_PATHS.vendorLogin}`]!.post!;
    expect(JSON.stringify(login.requestBody)).toContain('"password"');
    expect(Object.keys(login.responses as object)).toEqual(expect.arrayContaining(['200', '401', '429']));
    const register = JSON.stringify(doc.paths[`${API_PREFIX}${API_PATHS.registerStore}`]!.post!.requestBody);
    expect(register).toContain('multipart/form-data');
    for (const field of ['personalName', 'workingHours', 'aadhar_number', 'business_images', 'logo', 'metakeywords']) {
      expect(register).toContain(`"${field}"`);
    }
    expect(JSON.stringify(doc.paths[`${API_PREFIX}${API_PATHS.vendorProfile}`])).toContain('bearerAuth');
  });

  it('documents searchQuery on every catalogue list that searches', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/docs/json` })).json<{
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    }>();
    for (const vertical of CATALOGUE_VERTICALS) {
      const paths = cataloguePaths(vertical);
      for (const path of [paths.masterSearch, paths.myList, paths.myRequests, paths.admin.requests]) {
        const names = doc.paths[`${API_PREFIX}${path}`]!.get!.parameters!.filter((p) => p.in === 'query').map((p) => p.name);
        expect(names, path).toEqual(expect.arrayContaining(['searchQuery', 'page', 'limit']));
      }
    }
  });

  it('serves the UI at /v1/dhubApi/docs', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/docs` });
    expect([200, 302]).toContain(response.statusCode);
  });
});

describe('GET /healthz without a database', () => {
  it('answers 503', async () => {
    const broken = await createTestApp();
    await broken.handle.close();
    try {
      const response = await broken.app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable' });
    } finally {
      await broken.close().catch(() => undefined);
    }
  });
});
