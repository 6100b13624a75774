import {
  fillPath,
  MESSAGES,
  profileEndpoints as E,
  PROFILE_MESSAGES as M,
  REQUIRED_DOCUMENTS,
  storeDetailResponseSchema,
  storeEndpoints,
  storeOperatorEndpoints,
  vendorProfileResponseSchema,
} from '@dhub/contract';
import { describe, expect, it } from 'vitest';
import { adminToken, call, demoToken } from '../helpers/catalogue.js';
import { jpegBytes, pngBytes } from '../helpers/fixtures.js';
import { api, getProfile } from '../helpers/http.js';
import { lookupIds, type Ids } from '../helpers/registration.js';
import { useTestApp, type TestContext } from '../helpers/test-app.js';
import { postForm, registeredStore, verifyDocuments, type RegisteredStore } from './helpers.js';

let ctx: TestContext;
let ids: Ids;
useTestApp(async (app) => {
  ctx = app;
  ids = await lookupIds(ctx.app);
});

/** Every detail the store form sends, as the web encodes them (the registration's encodings). */
const storeFields = (vendor: RegisteredStore, overrides: Record<string, string> = {}) => ({
  storeId: vendor.storeId,
  name: 'Kulkarni Fresh',
  phone: '+91 20 2612 3456',
  description: 'Groceries and fresh produce.',
  address: '20 Paud Road, Kothrud, Pune',
  latitude: '18.51',
  longitude: '73.81',
  countryId: ids.countryId,
  stateId: ids.stateId,
  cityId: ids.cityId,
  pincode: '411038',
  deliveryCharge: '25',
  deliveryPincode: JSON.stringify(['411038', '411052']),
  workingHours: JSON.stringify([
    { day: 'sunday', fromTime: '10:00', toTime: '14:00', isOpen: true },
    { day: 'monday', fromTime: '07:00', toTime: '22:00', isOpen: true },
  ]),
  metaTitle: 'Kulkarni Fresh – groceries in Kothrud',
  metaDescription: 'Vegetables, fruit and staples delivered in Kothrud.',
  metakeywords: 'grocery,fresh',
  ...overrides,
});
const detailOf = async (vendor: RegisteredStore) =>
  storeDetailResponseSchema.parse(
    (await call(ctx, 'GET', fillPath(storeEndpoints.storeDetail.path, { storeId: vendor.storeId }), vendor.token)).json(),
  ).store;
const save = (vendor: RegisteredStore, fields: Record<string, string>, files: Parameters<typeof postForm>[4] = []) =>
  postForm(ctx, E.updateStore.path, vendor.token, fields, files);

describe('POST vendor/auth/updatestore', () => {
  it("saves the store's details, hours (in week order), pincodes and meta data", async () => {
    const vendor = await registeredStore(ctx, ids);
    const response = await save(vendor, storeFields(vendor));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: M.storeSaved, storeId: vendor.storeId, returnedToReview: false });
    expect(await detailOf(vendor)).toMatchObject({
      name: 'Kulkarni Fresh',
      phone: '+912026123456',
      address: '20 Paud Road, Kothrud, Pune',
      latitude: 18.51,
      deliveryCharge: 25,
      deliveryPincodes: ['411038', '411052'],
      workingHours: [
        { day: 'monday', fromTime: '07:00', toTime: '22:00', isOpen: true },
        { day: 'sunday', fromTime: '10:00', toTime: '14:00', isOpen: true },
      ],
      meta: { title: 'Kulkarni Fresh – groceries in Kothrud', keywords: ['grocery', 'fresh'] },
      status: 'pending',
    });
  });

  it.each([
    ['a blank store name', { name: ' ' }, 'name', 'fieldRequired'],
    ['a meta title over 90 characters', { metaTitle: 'x'.repeat(91) }, 'metaTitle', 'metaTitleTooLong'],
    ['a repeated delivery pincode', { deliveryPincode: JSON.stringify(['411038', '411038']) }, 'deliveryPincode', 'pincodeDuplicate'],
    ['a latitude out of range', { latitude: '95' }, 'latitude', 'latitudeRange'],
    ['a phone number with letters', { phone: 'call me' }, 'phone', 'invalidPhone'],
    ['a city of another state', { cityId: '00000000-0000-4000-8000-000000000000' }, 'cityId', 'unknownLocation'],
  ])('refuses %s with the registration’s message', async (_case, overrides, field, code) => {
    const vendor = await registeredStore(ctx, ids);
    const response = await save(vendor, storeFields(vendor, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldCodes).toMatchObject({ [field]: code });
    expect((await detailOf(vendor)).name).toBe('Kulkarni Kirana Stores');
  });

  it('removes and adds business images, at most 5 in all; a URL that is not one of them is refused', async () => {
    const vendor = await registeredStore(ctx, ids);
    const [first, second] = (await detailOf(vendor)).businessImages;
    const image = (name: string) => ({ field: 'business_images', name, content: pngBytes(), type: 'image/png' });

    const tooMany = await save(vendor, storeFields(vendor), [image('a.png'), image('b.png'), image('c.png'), image('d.png')]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fieldCodes).toEqual({ business_images: 'maxBusinessImages' });

    const unknown = await save(vendor, storeFields(vendor, { removeBusinessImages: JSON.stringify(['/v1/dhubApi/media/x/y.png']) }));
    expect(unknown.json().fieldCodes).toEqual({ removeBusinessImages: 'businessImageUnknown' });

    const saved = await save(vendor, storeFields(vendor, { removeBusinessImages: JSON.stringify([first]) }), [
      image('c.png'),
      image('d.png'),
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const images = (await detailOf(vendor)).businessImages;
    expect(images).toHaveLength(3);
    expect(images).toContain(second);
    expect(images).not.toContain(first);
    expect((await ctx.app.inject({ method: 'GET', url: first! })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: images[2]! })).statusCode).toBe(200);
  });

  it('two saves at once cannot together pass 5 business images (counted under the store lock)', async () => {
    const vendor = await registeredStore(ctx, ids);
    const image = (name: string) => ({ field: 'business_images', name, content: pngBytes(), type: 'image/png' });
    const before = (await detailOf(vendor)).businessImages.length;
    const room = 5 - before;
    const batch = Array.from({ length: room }, (_, n) => image(`${n}.png`));
    const answers = await Promise.all([save(vendor, storeFields(vendor), batch), save(vendor, storeFields(vendor), batch)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect((await detailOf(vendor)).businessImages).toHaveLength(5);
  });

  it('a new banner replaces the old; a new logo is a document: an approved store goes back to review', async () => {
    const vendor = await registeredStore(ctx, ids);
    const admin = await adminToken(ctx);
    await verifyDocuments(ctx, admin, vendor.storeId, REQUIRED_DOCUMENTS);
    expect((await call(ctx, 'POST', fillPath(storeOperatorEndpoints.approveStore.path, { id: vendor.storeId }), admin)).statusCode).toBe(
      200,
    );
    const before = await detailOf(vendor);

    const banner = await save(vendor, storeFields(vendor), [
      { field: 'banner_image', name: 'banner.png', content: pngBytes(), type: 'image/png' },
    ]);
    expect(banner.json()).toMatchObject({ returnedToReview: false });
    const afterBanner = await detailOf(vendor);
    expect(afterBanner).toMatchObject({ status: 'approved', logo: before.logo });
    expect(afterBanner.bannerImage).not.toBe(before.bannerImage);
    expect((await ctx.app.inject({ method: 'GET', url: before.bannerImage! })).statusCode).toBe(404);

    const logo = await save(vendor, storeFields(vendor), [{ field: 'logo', name: 'logo.jpg', content: jpegBytes(), type: 'image/jpeg' }]);
    expect(logo.json()).toEqual({ message: M.documentsSavedStoreInReview, storeId: vendor.storeId, returnedToReview: true });
    expect(await detailOf(vendor)).toMatchObject({ status: 'pending' });
  });

  it("another vendor's store answers 404; without a session 401", async () => {
    const vendor = await registeredStore(ctx, ids);
    const other = await save({ ...vendor, token: await demoToken(ctx) }, storeFields(vendor));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ code: 'notFound', message: MESSAGES.notFound });
    expect((await ctx.app.inject({ method: 'POST', url: api(E.updateStore.path) })).statusCode).toBe(401);
  });
});

describe('POST vendor/auth/updateprofile', () => {
  const personal = {
    personalName: 'Ravi K. Kulkarni',
    personalEmail: 'ravi@kulkarni.example',
    personalPhone: '+91 98765-00000',
    altphone: '+919812300000',
    experiance: '7',
    dob: '1988-01-02',
  };

  it('saves the name, phones, email and photo; the old photo is gone; the sign-in email stays', async () => {
    const vendor = await registeredStore(ctx, ids);
    const oldImage = vendorProfileResponseSchema.parse((await getProfile(ctx.app, vendor.token)).json()).vendor.image;
    const response = await postForm(ctx, E.updateProfile.path, vendor.token, { ...personal, email: 'other@example.com' }, [
      { field: 'image', name: 'me.png', content: pngBytes(), type: 'image/png' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: M.profileSaved, user: { name: 'Ravi K. Kulkarni', phone: '+919876500000' } });
    const { vendor: profile } = vendorProfileResponseSchema.parse((await getProfile(ctx.app, vendor.token)).json());
    expect(profile).toMatchObject({
      name: 'Ravi K. Kulkarni',
      phone: '+919876500000',
      personalEmail: 'ravi@kulkarni.example',
      altphone: '+919812300000',
      experiance: 7,
      dob: '1988-01-02',
    });
    expect(profile.email).toMatch(/^profile\./);
    expect(profile.image).not.toBe(oldImage);
    expect((await ctx.app.inject({ method: 'GET', url: profile.image! })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: oldImage! })).statusCode).toBe(404);
  });

  it.each([
    ['a phone number that is too short', { personalPhone: '12' }, 'personalPhone', 'invalidPhone'],
    ['a birth date less than 18 years ago', { dob: '2020-01-01' }, 'dob', 'mustBeAdult'],
    ['an invalid email', { personalEmail: 'ravi@' }, 'personalEmail', 'invalidEmail'],
    ['a blank name', { personalName: '' }, 'personalName', 'fieldRequired'],
  ])('refuses %s with the registration’s message', async (_case, overrides, field, code) => {
    const vendor = await registeredStore(ctx, ids);
    const response = await postForm(ctx, E.updateProfile.path, vendor.token, { ...personal, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldCodes).toMatchObject({ [field]: code });
  });

  it('refuses a photo that is a PDF', async () => {
    const vendor = await registeredStore(ctx, ids);
    const response = await postForm(ctx, E.updateProfile.path, vendor.token, personal, [
      { field: 'image', name: 'me.pdf', content: Buffer.from('%PDF-1.4') },
    ]);
    expect(response.json().fieldCodes).toEqual({ image: 'imagesOnly' });
  });
});
