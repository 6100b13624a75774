import { readFile } from 'node:fs/promises';
import {
  API_PREFIX,
  authEndpoints,
  catalogueEndpoints,
  CATALOGUE_VERTICALS,
  MESSAGES,
  operatorEndpoints,
  storeEndpoints,
  lookupEndpoints,
  systemEndpoints,
  registrationEndpoints,
} from '@dhub/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { preparedByText, preparedRowsOf } from '../../src/db/prepared.js';
import { rowsOf } from '../../src/db/rows-of.js';
import { allEndpoints, operationOf } from '../helpers/endpoints.js';
import { createTestApp, useTestApp, type TestContext } from '../helpers/test-app.js';

interface Operation {
  operationId?: string;
  summary?: string;
  responses?: object;
  requestBody?: { content: Record<string, { schema: { properties: Record<string, Record<string, unknown>>; required?: string[] } }> };
  parameters?: { name: string; in: string }[];
}
type OpenApiDoc = { openapi: string; paths: Record<string, Record<string, Operation>> };
const openApi = async () => (await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/docs/json` })).json<OpenApiDoc>();

let ctx: TestContext;
useTestApp(async (app) => {
  ctx = app;
});

describe('system routes', () => {
  it('GET /healthz answers ok when the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET ping answers pong', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}${systemEndpoints.ping.path}` });
    expect(response.json()).toEqual({ message: 'pong' });
  });

  it.each([
    ['GET', `${API_PREFIX}/nope`],
    ['POST', `${API_PREFIX}/vendor/auth/unknown`],
    ['GET', '/dashboard'], // no web build in tests: no SPA fallback either
    ['DELETE', `${API_PREFIX}${lookupEndpoints.services.path}`],
  ])('%s %s: 404 JSON', async (method, url) => {
    const response = await ctx.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ code: 'notFound', message: MESSAGES.notFound });
  });

  it('a GET on a POST route is a 404 JSON too, and never leaks a stack trace', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}${authEndpoints.vendorLogin.path}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('a JSON body over the size limit: 413 JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API_PREFIX}${authEndpoints.vendorLogin.path}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'payloadTooLarge', message: MESSAGES.payloadTooLarge });
  });
});

describe('database sessions', () => {
  it('run every statement with a generic plan, no JIT and no parallel workers (request-sized work)', async () => {
    // Several at once: the pool's connections each get the settings.
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        rowsOf(
          ctx.db,
          sql`select current_setting('plan_cache_mode') as plan, current_setting('jit') as jit,
            current_setting('max_parallel_workers_per_gather') as workers`,
        ),
      ),
    );
    for (const rows of results) expect(rows).toEqual([{ plan: 'force_generic_plan', jit: 'off', workers: '0' }]);
  });

  it("a statement prepared under its text answers for each call's values; two texts keep apart", async () => {
    const one = (value: number) => preparedRowsOf<{ n: number }>(ctx.db, sql`select ${value}::int as n`);
    expect(await one(1)).toEqual([{ n: 1 }]);
    expect(await one(2)).toEqual([{ n: 2 }]);
    expect(await preparedRowsOf(ctx.db, sql`select ${3}::int + 1 as n`)).toEqual([{ n: 4 }]);
    const counted = (value: number) =>
      preparedByText(ctx.db.select({ n: sql<number>`(${value}::int * 2)::bigint`.mapWith(Number) }).from(sql`(select 1) as one`)).execute();
    expect(await counted(5)).toEqual([{ n: 10 }]);
    expect(await counted(6)).toEqual([{ n: 12 }]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('a connection parses and plans a statement prepared under its text once', async () => {
    const kept = await ctx.db.transaction(async (tx) => {
      for (const value of [7, 8, 9]) await preparedRowsOf(tx, sql`select ${value}::int as prepared_once_marker`);
      await preparedByText(tx.select({ n: sql<number>`${10}::int`.as('prepared_once_builder') }).from(sql`(select 1) as one`)).execute();
      return rowsOf<{ n: number }>(
        tx,
        sql`select count(*)::int as n from pg_prepared_statements where statement like '%prepared\\_once\\_%' and statement not like '%pg_prepared_statements%'`,
      );
    });
    expect(kept).toEqual([{ n: 2 }]);
  });
});

describe('OpenAPI document', () => {
  it('lists every route with its schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/docs/json` });
    expect(response.statusCode).toBe(200);
    const doc = response.json<OpenApiDoc>();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = allEndpoints().map((endpoint) => endpoint.path);
    const expected = [...new Set(paths)].map((path) => `${API_PREFIX}${path.replace(/:([A-Za-z]+)/g, '{$1}')}`).concat('/healthz');
    expect(Object.keys(doc.paths).sort()).toEqual(expected.sort());
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const operation of Object.values(operations)) {
        expect(operation, path).toHaveProperty('responses');
        expect(operation, path).toHaveProperty('summary');
      }
    }
    const login = doc.paths[`${API_PREFIX}${authEndpoints.vendorLogin.path}`]!.post!;
    expect(JSON.stringify(login.requestBody)).toContain('"password"');
    expect(Object.keys(login.responses as object)).toEqual(expect.arrayContaining(['200', '401', '429']));
    const register = JSON.stringify(doc.paths[`${API_PREFIX}${registrationEndpoints.registerStore.path}`]!.post!.requestBody);
    expect(register).toContain('multipart/form-data');
    for (const field of ['personalName', 'workingHours', 'aadhar_number', 'business_images', 'logo', 'metakeywords']) {
      expect(register).toContain(`"${field}"`);
    }
    expect(JSON.stringify(doc.paths[`${API_PREFIX}${storeEndpoints.vendorProfile.path}`])).toContain('bearerAuth');
  });

  it('lists every operation it had before the endpoint descriptors (method and path), and the spec aliases added since', async () => {
    const doc = await openApi();
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => operationOf(method, path)),
    );
    const baseline = (await readFile(new URL('openapi-operations.txt', import.meta.url), 'utf8')).trim().split('\n');
    expect(operations).toEqual(expect.arrayContaining(baseline));
    const added = operations.filter((operation) => !baseline.includes(operation)).sort();
    expect(added).toEqual(
      [
        'GET /v1/dhubApi/admin/flavour/getallflavours',
        'GET /v1/dhubApi/admin/therapeutic-class/getalltherapeutic-class',
        'GET /v1/dhubApi/admin/zone/getall',
        'GET /v1/dhubApi/vendor/stores/{storeId}',
        'POST /v1/dhubApi/admin/stores/approve/{id}',
        'POST /v1/dhubApi/admin/stores/reject/{id}',
        ...['grocery-product', 'store-restaurent', 'store-shopping', 'store-medicine'].map(
          (base) => `GET /v1/dhubApi/vendor/${base}/get-my-list/added`,
        ),
        // Product orders (issue 11): the vendor's inbox and the customers' side.
        'POST /v1/dhubApi/vendor/stores/{storeId}/availability',
        'GET /v1/dhubApi/vendor/orders/getall',
        // Reviews (issue 11): the spec's getal, and the rest of the capability.
        'GET /v1/dhubApi/service-provider/reviews/getal',
        'GET /v1/dhubApi/service-provider/reviews/getReviewById/{id}',
        'POST /v1/dhubApi/service-provider/reviews/reply/{id}',
        'POST /v1/dhubApi/customer/orders/review/{id}',
        'GET /v1/dhubApi/vendor/orders/events',
        'GET /v1/dhubApi/vendor/orders/getOrderById/{id}',
        'POST /v1/dhubApi/vendor/orders/update-status/{id}',
        'POST /v1/dhubApi/customer/auth/register',
        'POST /v1/dhubApi/customer/auth/login',
        'GET /v1/dhubApi/customer/stores/getall',
        'GET /v1/dhubApi/customer/stores/{storeId}/items',
        'POST /v1/dhubApi/customer/orders/place',
        'GET /v1/dhubApi/customer/orders/getall',
        'GET /v1/dhubApi/customer/orders/getOrderById/{id}',
        'POST /v1/dhubApi/customer/orders/cancel/{id}',
        // Coupons, opening hours, service bookings and their schedule (issue 11).
        'GET /v1/dhubApi/service-provider/coupon/getallcoupons',
        'POST /v1/dhubApi/service-provider/coupon/addcoupon',
        'PUT /v1/dhubApi/service-provider/coupon/editcoupon/{id}',
        'DELETE /v1/dhubApi/service-provider/coupon/deletecoupon/{id}',
        'PUT /v1/dhubApi/vendor/stores/{storeId}/working-hours',
        'GET /v1/dhubApi/service-provider/services-booking/getall',
        'GET /v1/dhubApi/service-provider/services-booking/getBookingById/{id}',
        'POST /v1/dhubApi/service-provider/services-booking/update-status/{id}',
        'GET /v1/dhubApi/service-provider/schedule/{storeId}',
        'PUT /v1/dhubApi/service-provider/schedule/{storeId}',
        'POST /v1/dhubApi/service-provider/schedule/{storeId}/closures',
        'DELETE /v1/dhubApi/service-provider/schedule/closures/{id}',
        'GET /v1/dhubApi/service-provider/schedule/{storeId}/availability',
        'GET /v1/dhubApi/customer/stores/{storeId}/slots',
        'POST /v1/dhubApi/customer/bookings/place',
        'GET /v1/dhubApi/customer/bookings/getall',
        'GET /v1/dhubApi/customer/bookings/getBookingById/{id}',
        'POST /v1/dhubApi/customer/bookings/cancel/{id}',
        'POST /v1/dhubApi/customer/bookings/review/{id}',
        // Money (issue 12): the wallet, top-ups, payouts and the operator's side.
        'GET /v1/dhubApi/vendor/store_wallet/getallmywalletsdata',
        'GET /v1/dhubApi/vendor/store_wallet/export',
        'POST /v1/dhubApi/vendor/store_wallet/addwallet',
        'GET /v1/dhubApi/vendor/store_wallet/getalltopups',
        'POST /v1/dhubApi/vendor/store_payout/addpayout',
        'GET /v1/dhubApi/vendor/store_payout/getallpayouts',
        'GET /v1/dhubApi/vendor/store_payout/getpayoutbyid/{id}',
        'GET /v1/dhubApi/admin/wallet/topups',
        'POST /v1/dhubApi/admin/wallet/topups/{id}/confirm',
        'POST /v1/dhubApi/admin/wallet/topups/{id}/reject',
        'GET /v1/dhubApi/admin/payouts',
        'POST /v1/dhubApi/admin/payouts/{id}/approve',
        'POST /v1/dhubApi/admin/payouts/{id}/pay',
        'POST /v1/dhubApi/admin/payouts/{id}/reject',
        'POST /v1/dhubApi/admin/wallet/adjust',
        'GET /v1/dhubApi/vendor/store_wallet/statement',
        'GET /v1/dhubApi/vendor/store_plan/getallplans',
        'POST /v1/dhubApi/subscription/plans/subscribe',
        'GET /v1/dhubApi/subscription/plans/get-history',
        'POST /v1/dhubApi/service-provider/addplanpayments',
        'GET /v1/dhubApi/admin/subscriptions',
        'POST /v1/dhubApi/admin/subscriptions/{id}/confirm',
        'POST /v1/dhubApi/admin/subscriptions/{id}/reject',
        'GET /v1/dhubApi/vendor/dashboard/summary',
        // Delivery boys, FAQs and policies (issue 13).
        'GET /v1/dhubApi/vendor/delivery_boys/getalldeliveryboys',
        'POST /v1/dhubApi/vendor/delivery_boys/adddeliveryboy',
        'GET /v1/dhubApi/vendor/delivery_boys/getdeliveryboybyid/{id}',
        'POST /v1/dhubApi/vendor/delivery_boys/updatedeliveryboy/{id}',
        'POST /v1/dhubApi/vendor/delivery_boys/duty/{id}',
        'POST /v1/dhubApi/vendor/delivery_boys/deactivate/{id}',
        'POST /v1/dhubApi/vendor/delivery_boys/activate/{id}',
        'DELETE /v1/dhubApi/vendor/delivery_boys/deletedeliveryboy/{id}',
        'GET /v1/dhubApi/vendor/delivery_boys/document/{id}/{kind}',
        'GET /v1/dhubApi/vendor/delivery_boys/order/{orderId}',
        'POST /v1/dhubApi/vendor/delivery_boys/assign',
        'GET /v1/dhubApi/vendor/docs/getallfaqs',
        'GET /v1/dhubApi/vendor/faqWithService',
        'GET /v1/dhubApi/vendor/policyByService',
        // Passwords and e-mail (issue 13).
        'POST /v1/dhubApi/service-provider/auth/changepassword',
        'POST /v1/dhubApi/admin/auth/sendotp',
        'POST /v1/dhubApi/admin/auth/compareotp',
        'POST /v1/dhubApi/admin/auth/resetpass',
        'GET /v1/dhubApi/admin/mail/outbox',
        // Support tickets with their conversation, the live channel and notifications (issue 13).
        'POST /v1/dhubApi/vendor/store_support/addstoresupport',
        'GET /v1/dhubApi/vendor/store_support/getallmysupport',
        'GET /v1/dhubApi/vendor/store_support/getsupportbyid/{id}',
        'PUT /v1/dhubApi/vendor/store_support/updatesupport/{id}',
        'DELETE /v1/dhubApi/vendor/store_support/deletesupport/{id}',
        'POST /v1/dhubApi/vendor/store_support/update-status/{id}',
        'GET /v1/dhubApi/vendor/store_support/attachment/{id}',
        'POST /v1/dhubApi/vendor/store_ticket_chat/addticketchat',
        'GET /v1/dhubApi/vendor/store_ticket_chat/getticketchat/{ticketId}',
        'DELETE /v1/dhubApi/vendor/store_ticket_chat/deleteticketchat/{id}',
        'POST /v1/dhubApi/vendor/store_ticket_chat/markread/{ticketId}',
        'POST /v1/dhubApi/vendor/store_ticket_chat/typing/{ticketId}',
        'GET /v1/dhubApi/vendor/store_ticket_chat/unread',
        'GET /v1/dhubApi/admin/support/tickets',
        'GET /v1/dhubApi/admin/support/tickets/{id}',
        'GET /v1/dhubApi/admin/support/tickets/{ticketId}/messages',
        'POST /v1/dhubApi/admin/support/tickets/{ticketId}/messages',
        'POST /v1/dhubApi/admin/support/tickets/{id}/status',
        'POST /v1/dhubApi/admin/support/tickets/{ticketId}/read',
        'POST /v1/dhubApi/admin/support/tickets/{ticketId}/typing',
        'GET /v1/dhubApi/admin/support/attachments/{id}',
        'GET /v1/dhubApi/vendor/live/events',
        'GET /v1/dhubApi/admin/live/events',
        'GET /v1/dhubApi/vendor/notifications/getall',
        'GET /v1/dhubApi/vendor/notifications/unread-count',
        'POST /v1/dhubApi/vendor/notifications/read/{id}',
        'POST /v1/dhubApi/vendor/notifications/read-all',
        'GET /v1/dhubApi/vendor/notifications/preferences',
        'PUT /v1/dhubApi/vendor/notifications/preferences',
        // Profile, store details, documents and bank (issue 13): the spec's auth paths and the operator's review.
        'POST /v1/dhubApi/vendor/auth/updateprofile',
        'POST /v1/dhubApi/vendor/auth/updatestore',
        'GET /v1/dhubApi/service-provider/auth/provider-documents',
        'GET /v1/dhubApi/service-provider/auth/provider-documents/{storeId}/{document}',
        'POST /v1/dhubApi/service-provider/auth/update-provider-documents',
        'GET /v1/dhubApi/service-provider/auth/provider-bank',
        'POST /v1/dhubApi/service-provider/auth/update-provider-bank',
        'GET /v1/dhubApi/admin/stores/{id}/documents',
        'GET /v1/dhubApi/admin/stores/{id}/documents/{document}',
        'POST /v1/dhubApi/admin/stores/{id}/documents/{document}/verify',
        'POST /v1/dhubApi/admin/stores/{id}/documents/{document}/reject',
        'POST /v1/dhubApi/admin/stores/{id}/bank/verify',
        'POST /v1/dhubApi/admin/stores/{id}/bank/reject',
        // Two-step sign-in (issue 13 item 4): the code's check and resend, and the profile's switch.
        'POST /v1/dhubApi/vendor/auth/verify-two-step',
        'POST /v1/dhubApi/vendor/auth/resend-two-step',
        'POST /v1/dhubApi/vendor/auth/two-step-sign-in',
      ].sort(),
    );
  });

  it("names each operation by its descriptor's id", async () => {
    const doc = await openApi();
    const ids = new Map(allEndpoints().map((endpoint) => [operationOf(endpoint.method, `${API_PREFIX}${endpoint.path}`), endpoint.id]));
    expect(ids.size).toBe(270); // every operation but /healthz
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const operation_ = operationOf(method, path);
        if (path === '/healthz') expect(operation.operationId, operation_).toBeUndefined();
        else expect(operation.operationId, operation_).toBe(ids.get(operation_));
      }
    }
  });

  it('documents a multipart body: the file parts as binary, the JSON-encoded fields with their encoding', async () => {
    const doc = await openApi();
    const register = doc.paths[`${API_PREFIX}${registrationEndpoints.registerStore.path}`]!.post!;
    const { schema } = register.requestBody!.content['multipart/form-data']!;
    expect(schema.properties.logo).toMatchObject({ type: 'string', format: 'binary' });
    expect(schema.properties.pan_card_front).toMatchObject({ type: 'string', format: 'binary' });
    expect(schema.properties.business_images).toMatchObject({ type: 'array', items: { type: 'string', format: 'binary' } });
    expect(String(schema.properties.logo!.description)).toMatch(/JPG, JPEG, PNG, at most 5 MB/);
    const encodings = registrationEndpoints.registerStore.multipart.encodings;
    for (const field of ['deliveryPincode', 'workingHours', 'metakeywords'] as const) {
      expect(schema.properties[field]).toMatchObject({ type: 'string', description: encodings[field] });
    }
    expect(schema.required).toEqual(expect.arrayContaining(['personalName', 'bankName']));
    // Step 2 has no check (spec §5): documents and KYC numbers may come later.
    for (const optional of ['business_images', 'logo', 'pan_card_front', 'pan_number', 'aadhar_number'])
      expect(schema.required).not.toContain(optional);
    const upload = doc.paths[`${API_PREFIX}${catalogueEndpoints('grocery').uploadImage.path}`]!.post!;
    expect(upload.requestBody!.content['multipart/form-data']!.schema.properties.image).toMatchObject({ format: 'binary' });
  });

  it('documents searchQuery on every catalogue list that searches', async () => {
    const doc = await openApi();
    for (const vertical of CATALOGUE_VERTICALS) {
      const vendor = catalogueEndpoints(vertical);
      const operator = operatorEndpoints(vertical);
      for (const { path } of [vendor.masterSearch, vendor.myList, vendor.myRequests, operator.requests]) {
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
