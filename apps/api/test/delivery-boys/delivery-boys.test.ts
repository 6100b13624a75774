import path from 'node:path';
import {
  DELIVERY_BOY_MESSAGES as M,
  deliveryBoyEndpoints as E,
  deliveryBoyPageSchema,
  fillPath,
  MESSAGES,
  type DeliveryBoyDetail,
} from '@dhub/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueLookups } from '../../src/db/catalogue-schema.js';
import { call, createVendor, demoToken, UNKNOWN_ID, type TestVendor } from '../helpers/catalogue.js';
import { listFiles } from '../helpers/disk.js';
import { pdfBytes, pngBytes } from '../helpers/fixtures.js';
import { useTestApp, type TestContext } from '../helpers/test-app.js';
import { addBoy, addedBoy, boyFields, demoStoreOf, editBoy, IDENTITY_PNG, LICENCE_PDF } from './helpers.js';

let ctx: TestContext;
let vendor: string;
let other: TestVendor;
let grocery: string;
let food: string;
let booking: string;
useTestApp(async (app) => {
  ctx = app;
  vendor = await demoToken(ctx);
  other = await createVendor(ctx, ['grocery']);
  grocery = await demoStoreOf(ctx, 'grocery');
  food = await demoStoreOf(ctx, 'food');
  booking = await demoStoreOf(ctx, 'booking');
});

const list = async (query: string, token = vendor) =>
  deliveryBoyPageSchema.parse((await call(ctx, 'GET', `${E.list.path}${query}`, token)).json());
const detail = (id: string, token = vendor) => call(ctx, 'GET', fillPath(E.detail.path, { id }), token);
const documentOf = (id: string, kind: string, token?: string) => call(ctx, 'GET', fillPath(E.document.path, { id, kind }), token);
const post = (endpoint: { path: string }, id: string, token = vendor, body?: object) =>
  call(ctx, 'POST', fillPath(endpoint.path, { id }), token, body);
const uploads = () => listFiles(path.join(ctx.dataDir, 'uploads'));

describe('delivery boys: added with their documents', () => {
  it('adds one to a store that delivers, normalised, with its private documents, available', async () => {
    const [zone] = await ctx.db
      .select({ id: catalogueLookups.id, name: catalogueLookups.name })
      .from(catalogueLookups)
      .where(eq(catalogueLookups.type, 'zone'));
    const response = await addBoy(
      ctx,
      vendor,
      boyFields(grocery, { phone: '+91 98450-11223', zoneId: zone!.id, email: ' Suresh@Example.COM ' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { message, deliveryBoy } = response.json<{ message: string; deliveryBoy: DeliveryBoyDetail }>();
    expect(message).toBe(M.deliveryBoyAdded);
    expect(deliveryBoy).toMatchObject({
      storeId: grocery,
      phone: '+919845011223',
      email: 'suresh@example.com',
      vehicleType: 'motorbike',
      vehicleNumber: 'KA01AB1234',
      licenceNumber: 'KA0120190001234',
      identityNumber: '123456789012',
      zone: { _id: zone!.id, name: zone!.name },
      status: 'active',
      onDuty: true,
      availability: 'available',
      activeOrderCount: 0,
      orderCount: 0,
      activeOrders: [],
    });
    expect(deliveryBoy.documents.map(({ kind, fileName, mimeType }) => ({ kind, fileName, mimeType }))).toEqual([
      { kind: 'licence', fileName: 'Licence.PDF', mimeType: 'application/pdf' },
      { kind: 'identity', fileName: 'aadhaar.png', mimeType: 'image/png' },
    ]);
    // Private: not served by the public media route.
    const files = (await uploads()).filter((file) => file.includes('delivery-boy-'));
    expect(files).toHaveLength(2);
    for (const file of files) {
      const response = await ctx.app.inject({ method: 'GET', url: `/v1/dhubApi/media/${file.replace(/^stores\//, '')}` });
      expect(response.statusCode).toBe(404);
    }
  });

  it('a bicycle needs neither a vehicle number nor a licence', async () => {
    const fields = boyFields(grocery, { vehicleType: 'bicycle', vehicleNumber: '', licenceNumber: '' });
    const boy = (await addBoy(ctx, vendor, fields, [IDENTITY_PNG])).json<{ deliveryBoy: DeliveryBoyDetail }>().deliveryBoy;
    expect(boy).toMatchObject({ vehicleType: 'bicycle', vehicleNumber: null, licenceNumber: null });
    expect(boy.documents.map((document) => document.kind)).toEqual(['identity']);
  });

  it.each([
    [{ name: '  ' }, 'name', MESSAGES.fieldRequired],
    [{ phone: '12ab' }, 'phone', MESSAGES.invalidPhone],
    [{ email: 'not-an-email' }, 'email', MESSAGES.invalidEmail],
    [{ vehicleType: 'rocket' }, 'vehicleType', MESSAGES.invalidRequest],
    [{ vehicleNumber: '' }, 'vehicleNumber', M.vehicleNumberNeeded],
    [{ vehicleNumber: 'KA!' }, 'vehicleNumber', M.vehicleNumberFormat],
    [{ licenceNumber: '' }, 'licenceNumber', M.licenceNeeded],
    [{ licenceNumber: 'AB12' }, 'licenceNumber', M.licenceNumberFormat],
    [{ identityNumber: '1234' }, 'identityNumber', M.identityNumberFormat],
    [{ identityType: 'pan', identityNumber: '123456789012' }, 'identityNumber', M.identityNumberFormat],
    [{ zoneId: 'north' }, 'zoneId', M.unknownZone],
    [{ zoneId: UNKNOWN_ID }, 'zoneId', M.unknownZone],
  ] as const)('refuses %j on %s with its message', async (overrides, field, message) => {
    const response = await addBoy(ctx, vendor, boyFields(grocery, overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors?.[field], response.body).toBe(message);
  });

  it('needs a copy of the identity, and of the licence with a motor vehicle', async () => {
    const noIdentity = await addBoy(ctx, vendor, boyFields(grocery), [LICENCE_PDF]);
    expect(noIdentity.json()).toMatchObject({
      code: 'identityDocumentNeeded',
      fieldCodes: { identity_document: 'identityDocumentNeeded' },
    });
    const noLicence = await addBoy(ctx, vendor, boyFields(grocery), [IDENTITY_PNG]);
    expect(noLicence.json()).toMatchObject({ code: 'licenceNeeded', fieldCodes: { licence_document: 'licenceNeeded' } });
  });

  it('checks each document: type, content, size, one per field, no other file', async () => {
    const fields = () => boyFields(grocery);
    const cases = [
      [[{ ...IDENTITY_PNG, name: 'id.exe' }, LICENCE_PDF], 400, 'documentTypes', 'identity_document'],
      [[{ ...IDENTITY_PNG, content: Buffer.from('not a picture') }, LICENCE_PDF], 400, 'fileContentMismatch', 'identity_document'],
      [
        [IDENTITY_PNG, { ...LICENCE_PDF, content: Buffer.concat([pdfBytes(), Buffer.alloc(6 * 1024 * 1024)]) }],
        413,
        'fileTooLarge',
        'licence_document',
      ],
      [[IDENTITY_PNG, IDENTITY_PNG, LICENCE_PDF], 400, 'invalidRequest', 'identity_document'],
      [[IDENTITY_PNG, LICENCE_PDF, { field: 'photo', name: 'me.png', content: pngBytes() }], 400, 'invalidRequest', 'photo'],
    ] as const;
    const before = await uploads();
    for (const [files, status, code, field] of cases) {
      const response = await addBoy(ctx, vendor, fields(), files);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json(), response.body).toMatchObject({ code, fieldCodes: { [field]: code } });
    }
    expect(await uploads()).toEqual(before);
  });

  it('a phone number is unique in a store, not across stores; another vendor cannot add to this store', async () => {
    const fields = boyFields(grocery);
    await addedBoy(ctx, vendor, fields);
    const before = await uploads();
    const again = await addBoy(ctx, vendor, { ...fields, name: 'Someone Else' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'deliveryBoyPhoneTaken', message: M.deliveryBoyPhoneTaken });
    expect(await uploads()).toEqual(before); // the files moved before the refusal are gone again
    expect((await addBoy(ctx, vendor, { ...fields, storeId: food })).statusCode).toBe(201);
    expect((await addBoy(ctx, other.token, { ...fields, storeId: grocery })).json().code).toBe('shopNotFound');
    expect((await addBoy(ctx, other.token, { ...fields, storeId: other.storeIds[0]! })).statusCode).toBe(201);
  });

  it('a store of visits has no delivery boys', async () => {
    const response = await addBoy(ctx, vendor, boyFields(booking));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('storeDoesNotDeliver');
  });
});

describe('delivery boys: listed, read, changed', () => {
  it('lists by name with search, status and availability filters, each vendor its own only', async () => {
    const mine = await addedBoy(ctx, vendor, boyFields(grocery, { name: 'Zubin Zachariah', vehicleNumber: 'MH12 ZZ 9876' }));
    const off = await addedBoy(ctx, vendor, boyFields(grocery, { name: 'Zara Offduty', onDuty: 'false' }));
    const theirs = await addedBoy(ctx, other.token, boyFields(other.storeIds[0]!, { name: 'Zubin Other' }));

    expect((await list('?searchQuery=zubin')).items.map((boy) => boy._id)).toEqual([mine._id]);
    expect((await list('?searchQuery=mh12zz')).items.map((boy) => boy._id)).toEqual([mine._id]);
    expect((await list(`?searchQuery=${encodeURIComponent(mine.phone.slice(-8))}`)).items.map((boy) => boy._id)).toEqual([mine._id]);
    expect((await list('?searchQuery=z&availability=offline')).items.map((boy) => boy._id)).toContain(off._id);
    expect((await list('?availability=offline')).items.every((boy) => boy.availability === 'offline')).toBe(true);
    expect((await list('?availability=available')).items.map((boy) => boy._id)).not.toContain(off._id);
    const page = await list(`?storeId=${grocery}&limit=2`);
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect(page.items.map((boy) => boy.name)).toEqual([...page.items.map((boy) => boy.name)].sort((a, b) => a.localeCompare(b)));

    expect((await list('?searchQuery=zubin', other.token)).items.map((boy) => boy._id)).toEqual([theirs._id]);
    expect((await list(`?storeId=${grocery}`, other.token)).total).toBe(0);
    expect((await detail(mine._id, other.token)).statusCode).toBe(404);
    expect((await call(ctx, 'GET', `${E.list.path}?limit=101`, vendor)).statusCode).toBe(400);
  });

  it('serves each document to the vendor of its store only', async () => {
    const boy = await addedBoy(ctx, vendor, boyFields(grocery));
    const licence = await documentOf(boy._id, 'licence', vendor);
    expect(licence.statusCode).toBe(200);
    expect(licence.headers['content-type']).toBe('application/pdf');
    expect(licence.headers['cache-control']).toBe('private, no-store');
    expect(licence.rawPayload.equals(pdfBytes())).toBe(true);
    expect((await documentOf(boy._id, 'identity', vendor)).rawPayload.equals(pngBytes())).toBe(true);

    expect((await documentOf(boy._id, 'licence', other.token)).json().code).toBe('deliveryBoyNotFound');
    expect((await documentOf(boy._id, 'licence')).statusCode).toBe(401);
    expect((await documentOf(boy._id, 'passport', vendor)).statusCode).toBe(400);
    const bicycle = await addBoy(ctx, vendor, boyFields(grocery, { vehicleType: 'bicycle', vehicleNumber: '', licenceNumber: '' }), [
      IDENTITY_PNG,
    ]);
    const bicycleId = bicycle.json<{ deliveryBoy: DeliveryBoyDetail }>().deliveryBoy._id;
    expect((await documentOf(bicycleId, 'licence', vendor)).json().code).toBe('documentNotFound');
  });

  it('an edit replaces the details and a document sent (the old file removed), keeps the others', async () => {
    const boy = await addedBoy(ctx, vendor, boyFields(grocery));
    const { storeId: _storeId, ...fields } = boyFields(grocery, {
      name: 'Suresh K.',
      phone: boy.phone,
      vehicleType: 'car',
      vehicleNumber: 'KA05MN4321',
    });
    const filesBefore = await uploads();
    const response = await editBoy(ctx, vendor, boy._id, fields, [{ ...IDENTITY_PNG, name: 'new-id.png' }]);
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json<{ deliveryBoy: DeliveryBoyDetail }>().deliveryBoy;
    expect(edited).toMatchObject({ name: 'Suresh K.', vehicleType: 'car', vehicleNumber: 'KA05MN4321', storeId: grocery });
    expect(edited.documents.find((document) => document.kind === 'identity')?.fileName).toBe('new-id.png');
    expect(edited.documents.find((document) => document.kind === 'licence')?.fileName).toBe('Licence.PDF');
    const filesAfter = await uploads();
    expect(filesAfter).toHaveLength(filesBefore.length); // one file in, one out
    expect(filesAfter).not.toEqual(filesBefore);

    expect((await editBoy(ctx, other.token, boy._id, fields)).statusCode).toBe(404);
    const taken = await addedBoy(ctx, vendor, boyFields(grocery));
    expect((await editBoy(ctx, vendor, boy._id, { ...fields, phone: taken.phone })).json().code).toBe('deliveryBoyPhoneTaken');
  });

  it('a bicycle rider moving to a motorbike needs a licence copy on file', async () => {
    const bicycle = await addBoy(ctx, vendor, boyFields(grocery, { vehicleType: 'bicycle', vehicleNumber: '', licenceNumber: '' }), [
      IDENTITY_PNG,
    ]);
    const boy = bicycle.json<{ deliveryBoy: DeliveryBoyDetail }>().deliveryBoy;
    const { storeId: _storeId, ...fields } = boyFields(grocery, { phone: boy.phone });
    expect((await editBoy(ctx, vendor, boy._id, fields)).json()).toMatchObject({ code: 'licenceNeeded' });
    expect((await editBoy(ctx, vendor, boy._id, fields, [LICENCE_PDF])).statusCode).toBe(200);
  });

  it('goes off and on duty, is deactivated and activated again; only the vendor of its store may', async () => {
    const boy = await addedBoy(ctx, vendor, boyFields(grocery));
    const off = await post(E.setDuty, boy._id, vendor, { onDuty: false });
    expect(off.json()).toMatchObject({ message: M.deliveryBoyOffDuty, deliveryBoy: { onDuty: false, availability: 'offline' } });
    expect((await post(E.setDuty, boy._id, vendor, { onDuty: true })).json().deliveryBoy.availability).toBe('available');
    expect((await post(E.setDuty, boy._id, vendor, { onDuty: 'yes' })).statusCode).toBe(400);

    const deactivated = (await post(E.deactivate, boy._id)).json<{ deliveryBoy: DeliveryBoyDetail }>().deliveryBoy;
    expect(deactivated).toMatchObject({ status: 'inactive', availability: 'offline' });
    expect(deactivated.deactivatedAt).not.toBeNull();
    expect((await list('?status=inactive')).items.map((item) => item._id)).toContain(boy._id);
    expect((await post(E.activate, boy._id)).json().deliveryBoy).toMatchObject({
      status: 'active',
      deactivatedAt: null,
      availability: 'available',
    });

    for (const endpoint of [E.deactivate, E.activate]) expect((await post(endpoint, boy._id, other.token)).statusCode).toBe(404);
    expect((await post(E.setDuty, boy._id, other.token, { onDuty: false })).statusCode).toBe(404);
  });

  it('is deleted with its files while it was never given an order', async () => {
    const boy = await addedBoy(ctx, vendor, boyFields(grocery));
    const before = await uploads();
    expect((await call(ctx, 'DELETE', fillPath(E.remove.path, { id: boy._id }), other.token)).statusCode).toBe(404);
    expect((await call(ctx, 'DELETE', fillPath(E.remove.path, { id: boy._id }), vendor)).json()).toEqual({ message: M.deliveryBoyDeleted });
    expect((await detail(boy._id)).statusCode).toBe(404);
    expect(await uploads()).toHaveLength(before.length - 2);
  });
});
