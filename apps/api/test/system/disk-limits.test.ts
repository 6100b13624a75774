import { mkdir, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { catalogueEndpoints, fillPath, MESSAGES, CATALOGUE_MESSAGES, UPLOAD_LIMITS, type MasterProduct } from '@dhub/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeFiles, users } from '../../src/db/schema.js';
import { createStorage } from '../../src/storage/index.js';
import { call, createVendor, uploadGroceryPhoto, useCatalogueApp, type TestVendor } from '../helpers/catalogue.js';
import { listFiles } from '../helpers/disk.js';
import { jpegBytes, pdfBytes, pngBytes } from '../helpers/fixtures.js';
import { lookupIds, submitRegistration, uniqueEmail, validFields, validFiles } from '../helpers/registration.js';
import type { TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let other: TestVendor;
useCatalogueApp({ vendor: ['grocery'] }, (suite) => ({ ctx, other } = suite));

const grocery = catalogueEndpoints('grocery');
const padded = (content: Buffer, bytes: number) => Buffer.concat([content, Buffer.alloc(bytes - content.length, 0x20)]);
const catalogueImages = (storeId: string) => and(eq(storeFiles.storeId, storeId), eq(storeFiles.field, 'catalogue_image'));
/** Makes the store's photos look uploaded `hours` ago. */
const age = (storeId: string, hours: number) =>
  ctx.db
    .update(storeFiles)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(catalogueImages(storeId));

describe('disk a client can fill', () => {
  it(`one registration's files together stop at ${UPLOAD_LIMITS.registrationBytes / 1024 / 1024} MB (413), leaving nothing`, async () => {
    const ids = await lookupIds(ctx.app);
    const big = UPLOAD_LIMITS.registrationBytes / 5; // six such files are over the cap, each under the per-file 5 MB
    const files = [
      ...validFiles(),
      ...['gas_bill', 'business_proof', 'gst_bill', 'bill_sample', 'otherrDocumentImage'].map((field) => ({
        field,
        name: `${field}.pdf`,
        content: padded(pdfBytes(), big),
        type: 'application/pdf',
      })),
      { field: 'pan_card_back', name: 'pan-back.pdf', content: padded(pdfBytes(), big), type: 'application/pdf' },
    ];
    const email = uniqueEmail('big');
    const response = await submitRegistration(ctx.app, validFields(ids, { email }), files);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toEqual({ code: 'payloadTooLarge', message: MESSAGES.payloadTooLarge });
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await listFiles(path.join(ctx.dataDir, 'tmp'))).toEqual([]);
  });

  it(`a store's photos hold at most ${UPLOAD_LIMITS.storePhotoBytes / 1024 / 1024} MB together (409), however few they are`, async () => {
    const vendor = await createVendor(ctx, ['grocery']);
    const storeId = vendor.storeIds[0]!;
    const photo = (index: number, sizeBytes: number) => ({
      storeId,
      field: 'catalogue_image',
      storageKey: `stores/${storeId}/catalogue-big-${index}.png`,
      originalName: 'big.png',
      mimeType: 'image/png',
      sizeBytes,
      isPublic: true,
    });
    // Two photos one byte short of the quota: one more upload still fits.
    await ctx.db.insert(storeFiles).values([photo(0, UPLOAD_LIMITS.storePhotoBytes / 2), photo(1, UPLOAD_LIMITS.storePhotoBytes / 2 - 1)]);
    expect(await uploadGroceryPhoto(ctx, vendor.token)).toMatch(/^\/v1\/dhubApi\/media\//);
    const refused = await call(ctx, 'POST', grocery.uploadImage.path, vendor.token, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'uploadQuotaReached', message: CATALOGUE_MESSAGES.uploadQuotaReached });
  });

  it(`a store holds at most ${UPLOAD_LIMITS.storePhotos} photos (409); photos nothing uses go after a day`, async () => {
    const storeId = other.storeIds[0]!;
    await ctx.db.insert(storeFiles).values(
      Array.from({ length: UPLOAD_LIMITS.storePhotos - 1 }, (_, index) => ({
        storeId,
        field: 'catalogue_image',
        storageKey: `stores/${storeId}/catalogue-filler-${index}.png`,
        originalName: 'filler.png',
        mimeType: 'image/png',
        sizeBytes: 100,
        isPublic: true,
      })),
    );
    const used = await uploadGroceryPhoto(ctx, other.token); // the 200th
    const [product] = (await call(ctx, 'GET', `${grocery.masterSearch.path}?limit=1`, other.token)).json<{ items: MasterProduct[] }>()
      .items;
    const added = await call(ctx, 'POST', grocery.addToMyList.path, other.token, {
      masterProductId: product!._id,
      price: 10,
      mrp: 12,
      stock: 1,
      images: [used],
    });
    expect(added.statusCode, added.body).toBe(201);

    const refused = await call(ctx, 'POST', grocery.uploadImage.path, other.token, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'uploadQuotaReached', message: CATALOGUE_MESSAGES.uploadQuotaReached });

    // A day later the 199 unused ones are gone (rows and files); the item's photo stays and shows.
    await age(storeId, UPLOAD_LIMITS.unusedPhotoHours + 1);
    const again = await uploadGroceryPhoto(ctx, other.token);
    const [{ n }] = (await ctx.db.select({ n: count() }).from(storeFiles).where(catalogueImages(storeId))) as [{ n: number }];
    expect(n).toBe(2);
    expect((await ctx.app.inject({ method: 'GET', url: used })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: again })).statusCode).toBe(200);
    const item = (await call(ctx, 'GET', fillPath(grocery.getById.path, { id: added.json().item._id }), other.token)).json().item;
    expect(item.images).toEqual([used]);
  });

  it('at start, files a killed registration moved without their rows are removed (old ones only)', async () => {
    const dir = path.join(ctx.dataDir, 'uploads', 'stores', other.storeIds[0]!);
    await mkdir(dir, { recursive: true });
    const orphan = path.join(dir, 'aadhar_card_front-orphan.png');
    const fresh = path.join(dir, 'aadhar_card_back-in-progress.png');
    await writeFile(orphan, pngBytes());
    await writeFile(fresh, jpegBytes());
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(orphan, twoHoursAgo, twoHoursAgo);
    const kept = (await ctx.db.select({ key: storeFiles.storageKey }).from(storeFiles).where(eq(storeFiles.storeId, other.storeIds[0]!)))
      .map((row) => path.join(ctx.dataDir, 'uploads', row.key))
      .filter((file) => !file.includes('filler'));

    const restarted = await ctx.buildAnother(createStorage(ctx.dataDir));
    await restarted.ready();

    await expect(stat(orphan)).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await stat(fresh)).isFile()).toBe(true);
    for (const file of kept) expect((await stat(file)).isFile(), file).toBe(true);
  });
});
