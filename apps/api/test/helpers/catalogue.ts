import {
  authEndpoints,
  catalogueEndpoints,
  catalogueLookupEndpoints,
  catalogueMediaEndpoints,
  CATALOGUE_VERTICALS,
  categoryEndpoints,
  operatorEndpoints,
  productEndpoints,
  variationEndpoints,
  type CatalogueVertical,
  type Endpoint,
} from '@dhub/contract';
import { eq } from 'drizzle-orm';
import { services, stores, users } from '../../src/db/schema.js';
import { hashPassword } from '../../src/lib/password.js';
import { multipart, pngBytes } from './fixtures.js';
import { api, loginToken } from './http.js';
import { uniqueEmail } from './registration.js';
import { useTestApp, type TestContext } from './test-app.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** app.inject with a Bearer token and a JSON body; `path` is relative to API_PREFIX. */
export function call(ctx: TestContext, method: Method, path: string, token?: string, payload?: object) {
  return ctx.app.inject({
    method,
    url: api(path),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload !== undefined && { payload }),
  });
}

export const demoToken = (ctx: TestContext) => loginToken(ctx.app, ctx.config.demoVendor.email, ctx.config.demoVendor.password);
export const adminToken = async (ctx: TestContext) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: api(authEndpoints.adminLogin.path),
    payload: { email: ctx.config.admin.email, password: ctx.config.admin.password },
  });
  if (response.statusCode !== 200) throw new Error(`admin login: ${response.body}`);
  return response.json<{ token: string }>().token;
};

/**
 * Another approved vendor with one store per given vertical (same location as the demo store),
 * inserted directly (registration has its own tests). Returns its token and store ids.
 */
export async function createVendor(ctx: TestContext, verticals: CatalogueVertical[]): Promise<TestVendor> {
  const email = uniqueEmail('catalogue');
  const password = 'Catalogue2024';
  const [user] = await ctx.db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(password), role: 'vendor', name: 'Anita Rao' })
    .returning({ id: users.id });
  const [template] = await ctx.db.select().from(stores).limit(1);
  if (!template) throw new Error('no seeded store');
  const storeIds: string[] = [];
  for (const [position, vertical] of verticals.entries()) {
    const [service] = await ctx.db.select({ id: services.id }).from(services).where(eq(services.kind, vertical));
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = template;
    const [store] = await ctx.db
      .insert(stores)
      .values({
        ...fields,
        name: `Rao ${vertical} store ${position + 1}`,
        vendorId: user!.id,
        serviceId: service!.id,
        createdAt: new Date(Date.now() + position * 1000),
      })
      .returning({ id: stores.id });
    storeIds.push(store!.id);
  }
  return { userId: user!.id, token: await loginToken(ctx.app, email, password), storeIds, email, password };
}

export interface TestVendor {
  userId: string;
  token: string;
  storeIds: string[];
  email: string;
  password: string;
}

/** What a catalogue test file starts from: its app, the demo vendor's token and, when asked, the operator's and another vendor's. */
export interface CatalogueSuite {
  ctx: TestContext;
  demo: string;
  admin: string;
  other: TestVendor;
}

/**
 * The file's app with the tokens it needs (`admin`: sign the operator in; `vendor`: another vendor
 * with a store per vertical), handed to `ready` before the tests.
 */
export function useCatalogueApp(
  options: { admin?: boolean; vendor?: CatalogueVertical[] },
  ready: (suite: CatalogueSuite) => unknown,
): void {
  useTestApp(async (ctx) => {
    const suite = { ctx, demo: await demoToken(ctx) } as CatalogueSuite;
    if (options.admin) suite.admin = await adminToken(ctx);
    if (options.vendor) suite.other = await createVendor(ctx, options.vendor);
    await ready(suite);
  });
}

/** A photo uploaded with grocery's upload-image by the holder of `token`: its public URL. */
export async function uploadGroceryPhoto(ctx: TestContext, token: string): Promise<string> {
  const body = await multipart({}, [{ field: 'image', name: 'shelf.png', content: pngBytes() }]);
  const response = await ctx.app.inject({
    method: 'POST',
    url: api(catalogueEndpoints('grocery').uploadImage.path),
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  if (response.statusCode !== 201) throw new Error(`upload: ${response.body}`);
  return response.json<{ url: string }>().url;
}

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Every catalogue endpoint: the groups, then each vertical's. */
export function catalogueEndpointList(): Endpoint[] {
  const groups: Record<string, Endpoint>[] = [catalogueLookupEndpoints, catalogueMediaEndpoints, categoryEndpoints, productEndpoints];
  for (const vertical of CATALOGUE_VERTICALS) {
    groups.push(catalogueEndpoints(vertical), operatorEndpoints(vertical), variationEndpoints(vertical) ?? {});
  }
  return groups.flatMap((group) => Object.values(group));
}
