import { API_PREFIX, CATALOGUE_MESSAGES, catalogueEndpoints, MESSAGES } from '@dhub/contract';
import { describe, expect, it } from 'vitest';
import { call, createVendor, useCatalogueApp } from '../helpers/catalogue.js';
import { jpegBytes, multipart, pdfBytes, pngBytes, type UploadFile } from '../helpers/fixtures.js';
import { api } from '../helpers/http.js';
import type { TestContext } from '../helpers/test-app.js';

const grocery = catalogueEndpoints('grocery');

let ctx: TestContext;
let demo: string;
useCatalogueApp({}, (suite) => ({ ctx, demo } = suite));

async function upload(files: UploadFile[], token = demo, query = '') {
  const body = await multipart({}, files);
  return ctx.app.inject({
    method: 'POST',
    url: api(`${grocery.uploadImage.path}${query}`),
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
}

describe('product image upload', () => {
  it('stores a PNG or JPEG and serves it publicly at the answered URL', async () => {
    for (const [name, content, type] of [
      ['pack.png', pngBytes(), 'image/png'],
      ['shelf.JPEG', jpegBytes(), 'image/jpeg'],
    ] as const) {
      const response = await upload([{ field: 'image', name, content }]);
      expect(response.statusCode, response.body).toBe(201);
      const { url, message } = response.json<{ url: string; message: string }>();
      expect(message).toBe(CATALOGUE_MESSAGES.imageUploaded);
      expect(url).toMatch(new RegExp(`^${API_PREFIX}/media/[0-9a-f-]{36}/catalogue-[0-9a-f-]{36}\\.(png|jpg)$`));
      const served = await ctx.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.rawPayload.equals(content)).toBe(true);
    }
  });

  it('rejects a PDF, a renamed PDF, two files, no file, a non-multipart body, another vendor store', async () => {
    const pdf = await upload([{ field: 'image', name: 'doc.pdf', content: pdfBytes() }]);
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toEqual({
      code: 'imagesOnly',
      message: MESSAGES.imagesOnly,
      errors: { image: MESSAGES.imagesOnly },
      fieldCodes: { image: 'imagesOnly' },
    });
    const renamed = await upload([{ field: 'image', name: 'doc.png', content: pdfBytes() }]);
    expect(renamed.json()).toMatchObject({ code: 'fileContentMismatch', message: MESSAGES.fileContentMismatch });
    const two = await upload([
      { field: 'image', name: 'a.png', content: pngBytes() },
      { field: 'image', name: 'b.png', content: pngBytes() },
    ]);
    expect(two.json()).toMatchObject({ code: 'oneImage', message: CATALOGUE_MESSAGES.oneImage });
    expect((await upload([{ field: 'photo', name: 'a.png', content: pngBytes() }])).statusCode).toBe(400);
    const json = await call(ctx, 'POST', grocery.uploadImage.path, demo, { image: 'x' });
    expect(json.statusCode).toBe(415);
    const other = await createVendor(ctx, ['grocery']);
    const foreign = await upload([{ field: 'image', name: 'a.png', content: pngBytes() }], demo, `?storeId=${other.storeIds[0]}`);
    expect(foreign.statusCode).toBe(404);
    expect((await upload([{ field: 'image', name: 'a.png', content: pngBytes() }], demo, '?storeId=nope')).statusCode).toBe(400);
    const noToken = await ctx.app.inject({ method: 'POST', url: api(grocery.uploadImage.path) });
    expect(noToken.statusCode).toBe(401);
  });
});

describe('an uploaded image in a product request', () => {
  it('is accepted in images and comes back on the request', async () => {
    const { url } = (await upload([{ field: 'image', name: 'jaggery.png', content: pngBytes() }])).json<{ url: string }>();
    const categories = (await call(ctx, 'GET', '/vendor/docs/getall-categorys?vertical=grocery')).json().items;
    const response = await call(ctx, 'POST', grocery.requestProduct.path, demo, {
      name: 'Jaggery Cubes 500 g',
      categoryId: categories[0]._id,
      images: [url],
      price: 60,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().request.images).toEqual([url]);
  });
});

describe('placeholder tiles of seeded products', () => {
  it('serves the SVG every seeded image points at', async () => {
    const { items } = (await call(ctx, 'GET', `${grocery.masterSearch.path}?limit=1`, demo)).json();
    const [image] = items[0].images as string[];
    expect(image).toMatch(/\/media\/catalogue\/[a-z0-9-]+\.svg$/);
    const response = await ctx.app.inject({ method: 'GET', url: image! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('<svg');
    expect((await ctx.app.inject({ method: 'GET', url: api('/media/catalogue/<script>.svg') })).statusCode).toBe(400);
  });

  it('draws a pack that fits the product, labelled with its type', async () => {
    const tile = async (slug: string) => (await ctx.app.inject({ method: 'GET', url: api(`/media/catalogue/${slug}.svg`) })).body;
    const oil = await tile('cold-pressed-groundnut-oil');
    expect(oil).toContain('>Cold Pressed<');
    expect(oil).toContain('>Groundnut Oil<');
    expect(oil).toContain('V126'); // the bottle's neck
    expect(await tile('paracetamol-500-mg-tablet')).toContain('<circle'); // a strip of tablets
    expect(await tile('chocolate-chip-cookies')).not.toContain('V126'); // "chocolate" is no cola: a carton
  });
});
