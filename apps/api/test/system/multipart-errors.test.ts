import { MESSAGES } from '@dhub/contract';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_VERTICALS } from '@dhub/contract';
import { adminToken, createVendor } from '../helpers/catalogue.js';
import { allEndpoints } from '../helpers/endpoints.js';
import { pngBytes } from '../helpers/fixtures.js';
import { api } from '../helpers/http.js';
import { useTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let token: string;
let admin: string;
useTestApp(async (app) => {
  ctx = app;
  // A store in every vertical: each endpoint gets as far as reading the body.
  token = (await createVendor(ctx, [...CATALOGUE_VERTICALS])).token;
  admin = await adminToken(ctx);
});

const BOUNDARY = '----dhubtest';
const part = (name: string, file?: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"\r\nContent-Type: image/png` : ''}\r\n\r\n`;

/** Bodies a client may send broken: each must answer 400 JSON, never a 500. */
const BROKEN: { name: string; contentType: string; payload: Buffer }[] = [
  {
    name: 'a part cut off before the closing boundary',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: Buffer.concat([Buffer.from(part('image', 'a.png')), pngBytes().subarray(0, 40)]),
  },
  {
    name: 'no boundary in the content type',
    contentType: 'multipart/form-data',
    payload: Buffer.from(`${part('name')}x\r\n--${BOUNDARY}--\r\n`),
  },
  {
    name: 'junk after the boundary',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: Buffer.from(`--${BOUNDARY}\r\n\u0000\u0001garbage without headers\r\n\r\n--${BOUNDARY}`),
  },
  {
    name: 'a part header without a name',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
  },
];

const multipartEndpoints = allEndpoints().filter((endpoint) => endpoint.multipart);

describe('a broken multipart body', () => {
  it('is tried on every multipart endpoint', () => {
    expect(multipartEndpoints.map((endpoint) => endpoint.path)).toEqual(
      expect.arrayContaining(['/RegisterStore', '/vendor/grocery-product/upload-image', '/vendor/grocery-product/import-my-list']),
    );
  });

  for (const endpoint of multipartEndpoints) {
    it(`answers 400 JSON on ${endpoint.method} ${endpoint.path}`, async () => {
      const path = endpoint.path.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      for (const broken of BROKEN) {
        const response = await ctx.app.inject({
          method: endpoint.method,
          url: api(path),
          payload: broken.payload,
          headers: {
            'content-type': broken.contentType,
            ...(endpoint.access !== 'public' && { authorization: `Bearer ${endpoint.access === 'admin' ? admin : token}` }),
          },
        });
        expect(response.statusCode, `${broken.name}: ${response.body}`).toBe(400);
        expect(response.json(), broken.name).toMatchObject({ code: expect.any(String), message: expect.any(String) });
        expect(response.json().message).not.toBe(MESSAGES.serverError);
      }
    });
  }
});
