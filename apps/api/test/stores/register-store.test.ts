import path from 'node:path';
import {
  codeOfText,
  LIMITS,
  MESSAGES,
  REGISTRATION_RATE_LIMIT,
  vendorProfileResponseSchema,
  lookupEndpoints,
  registrationEndpoints,
} from '@dhub/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeBankAccounts, storeFiles, storeKyc, stores, users } from '../../src/db/schema.js';
import { listFiles } from '../helpers/disk.js';
import { jpegBytes, pdfBytes, pngBytes } from '../helpers/fixtures.js';
import { getProfile, loginToken } from '../helpers/http.js';
import { lookupIds, submitRegistration, uniqueEmail, validFields, validFiles, type Ids } from '../helpers/registration.js';
import { useTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let ids: Ids;
useTestApp(async (app) => {
  ctx = app;
  ids = await lookupIds(ctx.app);
});

const uploadsDir = () => path.join(ctx.dataDir, 'uploads');
const tempDir = () => path.join(ctx.dataDir, 'tmp');

async function expectRejected(
  fields: Record<string, string>,
  files: ReturnType<typeof validFiles>,
  expected: { status?: number; message?: string; errors: Record<string, string> },
) {
  const storesBefore = await ctx.db.select({ n: count() }).from(stores);
  const usersBefore = await ctx.db.select({ n: count() }).from(users);
  const filesBefore = await listFiles(uploadsDir());
  const response = await submitRegistration(ctx.app, fields, files);
  expect(response.statusCode).toBe(expected.status ?? 400);
  const body = response.json<{ code: string; message: string; errors: Record<string, string>; fieldCodes: Record<string, string> }>();
  expect(body.errors).toMatchObject(expected.errors);
  // Each field error carries the code of its text; the body's code is its message's.
  expect(body.fieldCodes).toMatchObject(
    Object.fromEntries(Object.entries(expected.errors).map(([field, text]) => [field, codeOfText(text)])),
  );
  expect(body.code).toBe(codeOfText(body.message));
  if (expected.message) expect(body.message).toBe(expected.message);
  // Nothing written, nothing left behind.
  expect(await ctx.db.select({ n: count() }).from(stores)).toEqual(storesBefore);
  expect(await ctx.db.select({ n: count() }).from(users)).toEqual(usersBefore);
  expect(await listFiles(uploadsDir())).toEqual(filesBefore);
  expect(await listFiles(tempDir())).toEqual([]);
  return body;
}

describe('POST RegisterStore: success', () => {
  it('creates a pending store and its account; the vendor can sign in and see it', async () => {
    const fields = validFields(ids, { email: uniqueEmail('New.Vendor') });
    const response = await submitRegistration(ctx.app, fields, validFiles());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: MESSAGES.storeAdded });

    const token = await loginToken(ctx.app, fields.email!, fields.password!);
    const profile = vendorProfileResponseSchema.parse((await getProfile(ctx.app, token)).json());
    expect(profile.vendor).toMatchObject({
      email: fields.email!.toLowerCase(),
      name: 'Ravi Kulkarni',
      role: 'vendor',
      personalEmail: 'ravi.kulkarni@example.com',
      experiance: 6,
      dob: '1989-07-14',
    });
    expect(profile.stores).toHaveLength(1);
    const [store] = profile.stores;
    expect(store).toMatchObject({
      name: 'Kulkarni Kirana Stores',
      status: 'pending',
      service: { name: 'Grocery', kind: 'grocery' },
      country: { name: 'India' },
      state: { name: 'Maharashtra' },
      city: { name: 'Pune' },
      shopOpenOrClose: true,
    });

    // Rows: KYC, bank, one per file; files on disk under uploads/stores/<storeId>/.
    const storeId = store!._id;
    const [row] = await ctx.db.select().from(stores).where(eq(stores.id, storeId));
    expect(row).toMatchObject({
      deliveryPincodes: ['411038', '411029'],
      metaKeywords: ['grocery', 'kirana', 'Kothrud'],
      workingHours: [
        { day: 'monday', fromTime: '08:00', toTime: '21:00', isOpen: true },
        { day: 'saturday', fromTime: '09:00', toTime: '22:00', isOpen: true },
      ],
      deliveryCharge: 20,
    });
    expect(await ctx.db.select().from(storeKyc).where(eq(storeKyc.storeId, storeId))).toHaveLength(1);
    expect(await ctx.db.select().from(storeBankAccounts).where(eq(storeBankAccounts.storeId, storeId))).toHaveLength(1);
    const fileRows = await ctx.db.select().from(storeFiles).where(eq(storeFiles.storeId, storeId));
    expect(fileRows).toHaveLength(validFiles().length);
    const onDisk = await listFiles(path.join(uploadsDir(), 'stores', storeId));
    expect(onDisk.sort()).toEqual(fileRows.map((file) => file.storageKey.split('/').pop()).sort());
    expect(await listFiles(tempDir())).toEqual([]);

    // Public images are served; KYC documents are not.
    expect(store!.logo).toMatch(new RegExp(`^/v1/dhubApi/media/${storeId}/logo-[\\w-]+\\.png$`));
    const logo = await ctx.app.inject({ method: 'GET', url: store!.logo! });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(pngBytes())).toBe(true);
    const pan = fileRows.find((file) => file.field === 'pan_card_front')!;
    expect(pan.isPublic).toBe(false);
    const panUrl = `/v1/dhubApi/media/${pan.storageKey.slice('stores/'.length)}`;
    expect((await ctx.app.inject({ method: 'GET', url: panUrl })).statusCode).toBe(404);
    expect(profile.vendor.image).toMatch(/\/media\/.+\/image-.+\.jpg$/);
  });

  it('answers the same on vendor/auth/register_store', async () => {
    const response = await submitRegistration(ctx.app, validFields(ids), validFiles(), registrationEndpoints.registerStoreAlias.path);
    expect(response.statusCode).toBe(201);
  });

  it('accepts a decimal experience and stores it as given', async () => {
    const fields = validFields(ids, { experiance: '2.5' });
    expect((await submitRegistration(ctx.app, fields, validFiles())).statusCode).toBe(201);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, fields.email!.toLowerCase()));
    expect(user?.experienceYears).toBe(2.5);
  });

  it('answers 400, not 500, for text the database cannot store (a NUL byte)', async () => {
    const response = await submitRegistration(ctx.app, validFields(ids, { address: 'Paud Road\u0000Kothrud' }), validFiles());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalidRequest', message: MESSAGES.invalidRequest });
    expect(await listFiles(tempDir())).toEqual([]);
  });

  it('accepts only the required fields and the documents needed for approval', async () => {
    const fields = validFields(ids);
    for (const optional of [
      'description',
      'pincode',
      'deliveryCharge',
      'deliveryPincode',
      'workingHours',
      'gas_bill_number',
      'business_number',
      'gst_number',
      'otherrDocumentTitle',
      'metakeywords',
      'shopOpenOrClose',
    ])
      delete fields[optional];
    const files = validFiles().filter((file) => ['logo', 'pan_card_front', 'aadhar_card_front', 'aadhar_card_back'].includes(file.field));
    const response = await submitRegistration(ctx.app, fields, files);
    expect(response.statusCode).toBe(201);
  });
});

describe('POST RegisterStore: validation (400, nothing written)', () => {
  it.each([
    ['step 0 (basic)', ['personalName', 'personalPhone', 'dob', 'password']],
    ['step 1 (business)', ['serviceId', 'latitude', 'cityId']],
    ['step 3 (bank)', ['bankName', 'ifsCode', 'upiId']],
    ['step 4 (meta)', ['metaTitle', 'metaDescription']],
  ])('missing fields of %s: the step message and each field key', async (_step, missing) => {
    const fields = validFields(ids);
    // Blank text counts as missing (trimmed); a password is never trimmed, so it is sent empty.
    for (const field of missing) fields[field] = ['latitude', 'password'].includes(field) ? '' : ' ';
    const body = await expectRejected(fields, validFiles(), {
      message: MESSAGES.requiredFieldsMissing, // the whole form at once: not "in this step"
      errors: Object.fromEntries(missing.map((field) => [field, MESSAGES.fieldRequired])),
    });
    expect(Object.keys(body.errors).sort()).toEqual([...missing].sort());
  });

  it('a malformed Aadhaar number (step 2 has no required field, but what is sent is checked)', async () => {
    await expectRejected(validFields(ids, { aadhar_number: '1234' }), validFiles(), { errors: { aadhar_number: MESSAGES.aadharFormat } });
  });

  it('JPEG bytes and plain text behind a .png name', async () => {
    const files = validFiles().map((file) =>
      file.field === 'logo'
        ? { ...file, content: jpegBytes() }
        : file.field === 'aadhar_card_back'
          ? { ...file, content: Buffer.from('just text, not an image') }
          : file,
    );
    await expectRejected(validFields(ids), files, {
      message: MESSAGES.fileContentMismatch,
      errors: { logo: MESSAGES.fileContentMismatch, aadhar_card_back: MESSAGES.fileContentMismatch },
    });
  });

  it('a PDF behind a .jpg business image name', async () => {
    const files = [...validFiles(), { field: 'business_images', name: 'shop-3.jpg', content: pdfBytes() }];
    await expectRejected(validFields(ids), files, { errors: { business_images: MESSAGES.fileContentMismatch } });
  });

  it('a .exe document and a .gif logo', async () => {
    const files = validFiles().map((file) =>
      file.field === 'pan_card_front' ? { ...file, name: 'pan.exe' } : file.field === 'logo' ? { ...file, name: 'logo.gif' } : file,
    );
    await expectRejected(validFields(ids), files, {
      errors: { pan_card_front: MESSAGES.documentTypes, logo: MESSAGES.imagesOnly },
    });
  });

  it('a PDF as a business image (images only)', async () => {
    const files = [...validFiles(), { field: 'business_images', name: 'menu.pdf', content: pdfBytes() }];
    await expectRejected(validFields(ids), files, { errors: { business_images: MESSAGES.imagesOnly } });
  });

  it('6 business images', async () => {
    const files = [
      ...validFiles().filter((file) => file.field !== 'business_images'),
      ...Array.from({ length: 6 }, (_, index) => ({ field: 'business_images', name: `shop-${index}.png`, content: pngBytes() })),
    ];
    await expectRejected(validFields(ids), files, {
      message: MESSAGES.maxBusinessImages,
      errors: { business_images: MESSAGES.maxBusinessImages },
    });
  });

  it('a file over the size limit: 400 on that field, not a 500', async () => {
    const big = Buffer.concat([pngBytes(), Buffer.alloc(LIMITS.fileMaxBytes)]);
    const files = validFiles().map((file) => (file.field === 'banner_image' ? { ...file, name: 'banner.png', content: big } : file));
    await expectRejected(validFields(ids), files, {
      message: MESSAGES.fileTooLarge,
      errors: { banner_image: MESSAGES.fileTooLarge },
    });
  });

  it.each(['12345678901', '1234567890123', '1234 5678 901a'])('Aadhaar number %s', async (aadhar) => {
    await expectRejected(validFields(ids, { aadhar_number: aadhar }), validFiles(), {
      message: MESSAGES.aadharFormat,
      errors: { aadhar_number: MESSAGES.aadharFormat },
    });
  });

  it('a meta title of 91 characters and a meta description of 251', async () => {
    await expectRejected(
      validFields(ids, { metaTitle: 'x'.repeat(LIMITS.metaTitleMax + 1), metaDescription: 'y'.repeat(LIMITS.metaDescriptionMax + 1) }),
      validFiles(),
      { errors: { metaTitle: MESSAGES.metaTitleTooLong, metaDescription: MESSAGES.metaDescriptionTooLong } },
    );
    const ok = await submitRegistration(ctx.app, validFields(ids, { metaTitle: 'x'.repeat(LIMITS.metaTitleMax) }), validFiles());
    expect(ok.statusCode).toBe(201);
  });

  it('malformed values: email, phone, IFSC, duplicate pincodes, bad working hours JSON, a weak password', async () => {
    await expectRejected(
      validFields(ids, {
        email: 'not-an-email',
        phone: '12ab',
        ifsCode: 'HDFC1234',
        deliveryPincode: JSON.stringify(['411038', '411038']),
        workingHours: '{not json',
        password: 'password',
      }),
      validFiles(),
      {
        errors: {
          email: MESSAGES.invalidEmail,
          phone: MESSAGES.invalidPhone,
          ifsCode: MESSAGES.invalidIfsc,
          deliveryPincode: MESSAGES.pincodeDuplicate,
          workingHours: MESSAGES.invalidRequest,
          password: MESSAGES.weakPassword,
        },
      },
    );
  });

  it('an unknown service id and a malformed one', async () => {
    await expectRejected(validFields(ids, { serviceId: '00000000-0000-4000-8000-000000000000' }), validFiles(), {
      message: MESSAGES.unknownService,
      errors: { serviceId: MESSAGES.unknownService },
    });
    await expectRejected(validFields(ids, { serviceId: 'grocery' }), validFiles(), {
      errors: { serviceId: MESSAGES.unknownService },
    });
  });

  it('a city of another state, a state of another country', async () => {
    const [delhi] = await lookupCity('Delhi', 'New Delhi');
    await expectRejected(validFields(ids, { cityId: delhi! }), validFiles(), {
      message: MESSAGES.unknownLocation,
      errors: { cityId: MESSAGES.unknownLocation },
    });
    const [, dubaiState] = await lookupCity('Dubai', 'Dubai', 'United Arab Emirates');
    await expectRejected(validFields(ids, { stateId: dubaiState! }), validFiles(), {
      errors: { stateId: MESSAGES.unknownLocation },
    });
    await expectRejected(validFields(ids, { countryId: 'india' }), validFiles(), {
      errors: { countryId: MESSAGES.unknownLocation },
    });
  });

  it('a body that is not multipart: 415 JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/v1/dhubApi${registrationEndpoints.registerStore.path}`,
      payload: validFields(ids),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 'invalidRequest', message: MESSAGES.invalidRequest });
  });
});

describe('POST RegisterStore: throttled per address', () => {
  it(`answers 429 after ${REGISTRATION_RATE_LIMIT.perAddress} tries from one address in the window; other addresses go on`, async () => {
    const address = '10.250.0.1';
    const url = `/v1/dhubApi${registrationEndpoints.registerStore.path}`;
    for (let attempt = 0; attempt < REGISTRATION_RATE_LIMIT.perAddress; attempt++) {
      // Every try counts, a broken one too: the throttle runs before the body is read.
      const response = await ctx.app.inject({ method: 'POST', url, payload: {}, remoteAddress: address });
      expect(response.statusCode).toBe(415);
    }
    const email = uniqueEmail('throttled');
    const refused = await submitRegistration(ctx.app, validFields(ids, { email }), validFiles(), undefined, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'tooManyRegistrations', message: MESSAGES.tooManyRegistrations });
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const elsewhere = await submitRegistration(ctx.app, validFields(ids, { email }), validFiles(), undefined, '10.250.0.2');
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
  });
});

describe('POST RegisterStore: duplicate email', () => {
  it('answers 409 for an email that has an account, whatever its case', async () => {
    const email = uniqueEmail('dup');
    expect((await submitRegistration(ctx.app, validFields(ids, { email }), validFiles())).statusCode).toBe(201);
    const body = await expectRejected(validFields(ids, { email: email.toUpperCase() }), validFiles(), {
      status: 409,
      errors: { email: MESSAGES.emailTaken },
    });
    expect(body).toMatchObject({ code: 'emailTaken', message: MESSAGES.emailTaken });
    await expectRejected(validFields(ids, { email: 'VENDOR@example.com' }), validFiles(), {
      status: 409,
      errors: { email: MESSAGES.emailTaken },
    });
  });
});

async function lookupCity(stateName: string, cityName: string, countryName = 'India'): Promise<[string | undefined, string | undefined]> {
  const post = async (url: string, payload: object) =>
    (await ctx.app.inject({ method: 'POST', url: `/v1/dhubApi${url}`, payload })).json<Record<string, { _id: string; name: string }[]>>();
  const countryId = (await post(lookupEndpoints.countries.path, {})).country!.find((c) => c.name === countryName)!._id;
  const stateId = (await post(lookupEndpoints.states.path, { countryId })).state!.find((s) => s.name === stateName)!._id;
  const cityId = (await post(lookupEndpoints.cities.path, { stateId })).cities!.find((c) => c.name === cityName)?._id;
  return [cityId, stateId];
}
