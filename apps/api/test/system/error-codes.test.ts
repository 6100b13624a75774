import { API_MESSAGES, fillPath, isMessageCode, type Endpoint } from '@dhub/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminToken, call, createVendor, demoToken, UNKNOWN_ID } from '../helpers/catalogue.js';
import { allEndpoints } from '../helpers/endpoints.js';
import { customerToken } from '../helpers/orders.js';
import { useTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let tokens: { vendor: string; noStore: string; admin: string; customer: string };
useTestApp(async (app) => {
  ctx = app;
  tokens = {
    vendor: await demoToken(ctx),
    noStore: (await createVendor(ctx, [])).token,
    admin: await adminToken(ctx),
    customer: await customerToken(ctx),
  };
});

const paramsOf = (endpoint: Endpoint, value: string) =>
  Object.fromEntries([...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name!, value]));

/** Calls that fail: without a token, with the other role's, with malformed and unknown ids, with an empty body. */
async function failingCalls(endpoint: Endpoint): Promise<LightMyRequestResponse[]> {
  const path = fillPath(endpoint.path, paramsOf(endpoint, UNKNOWN_ID));
  const body = endpoint.method === 'POST' || endpoint.method === 'PUT' ? {} : undefined;
  const calls = [call(ctx, endpoint.method, fillPath(endpoint.path, paramsOf(endpoint, 'not an id')), undefined, body)];
  if (endpoint.access !== 'public') {
    calls.push(call(ctx, endpoint.method, path, undefined, body));
    calls.push(call(ctx, endpoint.method, path, endpoint.access === 'admin' ? tokens.vendor : tokens.admin, body));
    calls.push(call(ctx, endpoint.method, path, 'not.a.token', body));
  }
  // A stream answers 200 and stays open: only its refusals are checked here (test/orders/live.test.ts has the rest).
  if (endpoint.produces === 'text/event-stream') return Promise.all(calls);
  const own = endpoint.access === 'admin' ? tokens.admin : endpoint.access === 'customer' ? tokens.customer : tokens.vendor;
  calls.push(call(ctx, endpoint.method, path, own, body));
  calls.push(call(ctx, endpoint.method, `${path}?limit=0&storeId=x&vertical=nope`, own, body));
  if (endpoint.access === 'vendor') calls.push(call(ctx, endpoint.method, path, tokens.noStore, body));
  return Promise.all(calls);
}

describe('error bodies', () => {
  it('carry a code that is a key of API_MESSAGES, on every endpoint, and never a 500', async () => {
    let errors = 0;
    for (const endpoint of allEndpoints()) {
      for (const response of await failingCalls(endpoint)) {
        const label = `${endpoint.id} ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, label).toBeLessThan(500);
        if (response.statusCode < 400) continue;
        errors++;
        const body = response.json<{
          code: unknown;
          message: unknown;
          errors?: Record<string, string>;
          fieldCodes?: Record<string, unknown>;
        }>();
        expect(isMessageCode(body.code), label).toBe(true);
        expect(body.message, label).toEqual(expect.any(String));
        // Field errors: the code and text of each field, the body's code and text those of its first field.
        if (body.errors) {
          expect(Object.keys(body.fieldCodes ?? {}), label).toEqual(Object.keys(body.errors));
          for (const code of Object.values(body.fieldCodes ?? {})) expect(isMessageCode(code), label).toBe(true);
        } else {
          expect(body.message, label).toBe(API_MESSAGES[body.code as keyof typeof API_MESSAGES]);
        }
      }
    }
    expect(errors).toBeGreaterThan(400);
  });
});
