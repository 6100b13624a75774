import {
  fillPath,
  MESSAGES,
  profileEndpoints as E,
  profileOperatorEndpoints as O,
  PROFILE_MESSAGES as M,
  REQUIRED_DOCUMENTS,
  storeDocumentsSchema,
  storeOperatorEndpoints,
  updateDocumentsResponseSchema,
  type StoreDocument,
} from '@dhub/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/notifications-schema.js';
import { stores } from '../../src/db/schema.js';
import { createStorage } from '../../src/storage/index.js';
import { adminToken, call, demoToken } from '../helpers/catalogue.js';
import { jpegBytes, pdfBytes, pngBytes } from '../helpers/fixtures.js';
import { lookupIds, type Ids } from '../helpers/registration.js';
import { useTestApp, type TestContext } from '../helpers/test-app.js';
import { postForm, registeredStore, verifyDocuments, type RegisteredStore } from './helpers.js';

let ctx: TestContext;
let ids: Ids;
let admin: string;
useTestApp(async (app) => {
  ctx = app;
  ids = await lookupIds(ctx.app);
  admin = await adminToken(ctx);
});

const documentsOf = async (vendor: RegisteredStore) => {
  const response = await call(ctx, 'GET', `${E.documents.path}?storeId=${vendor.storeId}`, vendor.token);
  expect(response.statusCode, response.body).toBe(200);
  return storeDocumentsSchema.parse(response.json());
};
const byName = (documents: readonly StoreDocument[]) => Object.fromEntries(documents.map((document) => [document.name, document]));
const statusOf = async (storeId: string) =>
  (await ctx.db.select({ status: stores.status }).from(stores).where(eq(stores.id, storeId)))[0]!.status;
const approve = (storeId: string) => call(ctx, 'POST', fillPath(storeOperatorEndpoints.approveStore.path, { id: storeId }), admin);
const upload = (vendor: RegisteredStore, fields: Record<string, string>, files: Parameters<typeof postForm>[4] = []) =>
  postForm(ctx, E.updateDocuments.path, vendor.token, { storeId: vendor.storeId, ...fields }, files);

describe('GET provider-documents: each KYC document with its status', () => {
  let vendor: RegisteredStore;
  beforeAll(async () => {
    vendor = await registeredStore(ctx, ids, { gas_bill_number: '' });
  });

  it('says submitted for what the registration sent, missing for the rest; numbers masked', async () => {
    const { documents, storeStatus } = await documentsOf(vendor);
    const docs = byName(documents);
    expect(storeStatus).toBe('pending');
    expect(docs.pan_card_front).toMatchObject({ kind: 'file', required: true, status: 'submitted', value: 'pan.pdf', reason: null });
    expect(docs.pan_number).toMatchObject({ kind: 'number', required: true, status: 'submitted', value: '••••234L' });
    expect(docs.gas_bill_number).toMatchObject({ status: 'missing', value: null, submittedAt: null });
    expect(docs.pan_card_back).toMatchObject({ required: false, status: 'missing' });
    expect(JSON.stringify(documents)).not.toContain('AKPPK1234L');
  });

  it("another vendor's store answers 404", async () => {
    const response = await call(ctx, 'GET', `${E.documents.path}?storeId=${vendor.storeId}`, await demoToken(ctx));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'notFound', message: MESSAGES.notFound });
  });
});

describe('the operator verifies and rejects documents; the vendor replaces them', () => {
  it('verified is told to the vendor; rejected shows the reason; a replacement is submitted again', async () => {
    const vendor = await registeredStore(ctx, ids);
    await verifyDocuments(ctx, admin, vendor.storeId, ['pan_card_front']);
    expect(byName((await documentsOf(vendor)).documents).pan_card_front).toMatchObject({
      status: 'verified',
      reviewedAt: expect.any(String),
    });
    const [told] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.storeId, vendor.storeId), eq(notifications.type, 'documentVerified')));
    expect(told?.params).toMatchObject({ document: 'PAN / driving licence (front)', store: 'Kulkarni Kirana Stores' });

    const reject = fillPath(O.rejectDocument.path, { id: vendor.storeId, document: 'aadhar_card_back' });
    expect((await call(ctx, 'POST', reject, admin, { reason: ' ' })).statusCode).toBe(400);
    const rejected = await call(ctx, 'POST', reject, admin, { reason: 'The photo is blurred.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ message: M.documentRejectedDone });
    expect(byName((await documentsOf(vendor)).documents).aadhar_card_back).toMatchObject({
      status: 'rejected',
      reason: 'The photo is blurred.',
    });

    const replaced = await upload(vendor, {}, [{ field: 'aadhar_card_back', name: 'back.jpg', content: jpegBytes(), type: 'image/jpeg' }]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const answer = updateDocumentsResponseSchema.parse(replaced.json());
    expect(answer).toMatchObject({ message: M.documentsSaved, returnedToReview: false, storeStatus: 'pending' });
    expect(byName(answer.documents).aadhar_card_back).toMatchObject({
      status: 'submitted',
      reason: null,
      reviewedAt: null,
      value: 'back.jpg',
    });
  });

  it('the operator verifies what it read: a file replaced since is refused (409 reviewOutdated)', async () => {
    const vendor = await registeredStore(ctx, ids);
    const read = async () => byName((await documentsOf(vendor)).documents).pan_card_back!.submittedAt!;
    const seen = await read();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const replaced = await upload(vendor, {}, [{ field: 'pan_card_back', name: 'pan-back.png', content: pngBytes(), type: 'image/png' }]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const path = fillPath(O.verifyDocument.path, { id: vendor.storeId, document: 'pan_card_back' });
    const stale = await call(ctx, 'POST', path, admin, { submittedAt: seen });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 'reviewOutdated', message: M.reviewOutdated });
    const reject = fillPath(O.rejectDocument.path, { id: vendor.storeId, document: 'pan_card_back' });
    expect((await call(ctx, 'POST', reject, admin, { reason: 'Blurred', submittedAt: seen })).statusCode).toBe(409);
    const fresh = await call(ctx, 'POST', path, admin, { submittedAt: await read() });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(byName((await documentsOf(vendor)).documents).pan_card_back).toMatchObject({ status: 'verified' });
  });

  it('a missing document cannot be reviewed (404 documentNotProvided); an unknown store answers 404', async () => {
    const vendor = await registeredStore(ctx, ids);
    const missing = await call(ctx, 'POST', fillPath(O.verifyDocument.path, { id: vendor.storeId, document: 'gst_bill' }), admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'documentNotProvided' });
    const unknown = await call(
      ctx,
      'POST',
      fillPath(O.verifyDocument.path, { id: '00000000-0000-4000-8000-000000000000', document: 'logo' }),
      admin,
    );
    expect(unknown.statusCode).toBe(404);
    expect(
      (await call(ctx, 'POST', fillPath(O.verifyDocument.path, { id: vendor.storeId, document: 'logo' }), vendor.token)).statusCode,
    ).toBe(403);
  });
});

describe('approval needs every required document verified; a replaced one returns the store to review', () => {
  it('refuses approval until the required documents are verified, then a replaced required document sends the store back to review', async () => {
    const vendor = await registeredStore(ctx, ids);
    const refused = await approve(vendor.storeId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'documentsNotVerified', message: M.documentsNotVerified });

    await verifyDocuments(ctx, admin, vendor.storeId, REQUIRED_DOCUMENTS);
    const approved = await approve(vendor.storeId);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await statusOf(vendor.storeId)).toBe('approved');

    // An optional document: reviewed again, the store stays approved.
    const optional = await upload(vendor, {}, [{ field: 'gst_bill', name: 'gst.pdf', content: pdfBytes(), type: 'application/pdf' }]);
    expect(optional.json()).toMatchObject({ returnedToReview: false, storeStatus: 'approved' });
    expect(await statusOf(vendor.storeId)).toBe('approved');

    const replaced = await upload(vendor, {}, [{ field: 'pan_card_front', name: 'pan-new.png', content: pngBytes(), type: 'image/png' }]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ message: M.documentsSavedStoreInReview, returnedToReview: true, storeStatus: 'pending' });
    expect(await statusOf(vendor.storeId)).toBe('pending');
    expect(byName((await documentsOf(vendor)).documents).pan_card_front).toMatchObject({ status: 'submitted', value: 'pan-new.png' });
    expect((await approve(vendor.storeId)).json()).toMatchObject({ code: 'documentsNotVerified' });

    await verifyDocuments(ctx, admin, vendor.storeId, ['pan_card_front']);
    expect((await approve(vendor.storeId)).statusCode).toBe(200);
  });

  it('a changed required number does too; the same number sent again changes nothing', async () => {
    const vendor = await registeredStore(ctx, ids);
    await verifyDocuments(ctx, admin, vendor.storeId, REQUIRED_DOCUMENTS);
    expect((await approve(vendor.storeId)).statusCode).toBe(200);

    const same = await upload(vendor, { aadhar_number: '4567 8901 2345' });
    expect(same.json()).toMatchObject({ returnedToReview: false, storeStatus: 'approved' });
    expect(byName(same.json<{ documents: StoreDocument[] }>().documents).aadhar_number).toMatchObject({ status: 'verified' });

    const changed = await upload(vendor, { aadhar_number: '111122223333' });
    expect(changed.json()).toMatchObject({ returnedToReview: true, storeStatus: 'pending' });
    expect(byName(changed.json<{ documents: StoreDocument[] }>().documents).aadhar_number).toMatchObject({
      status: 'submitted',
      value: '••••3333',
    });
  });

  it('a rejected store whose required document is replaced is reviewed again (pending)', async () => {
    const vendor = await registeredStore(ctx, ids);
    await call(ctx, 'POST', fillPath(storeOperatorEndpoints.rejectStore.path, { id: vendor.storeId }), admin, {
      reason: 'Logo unreadable',
    });
    const replaced = await upload(vendor, {}, [{ field: 'logo', name: 'logo.jpg', content: jpegBytes(), type: 'image/jpeg' }]);
    expect(replaced.json()).toMatchObject({ returnedToReview: true, storeStatus: 'pending', statusReason: null });
  });
});

describe('POST update-provider-documents: the registration’s rules', () => {
  let vendor: RegisteredStore;
  beforeAll(async () => {
    vendor = await registeredStore(ctx, ids);
  });

  it.each([
    ['a file of another type', {}, [{ field: 'gas_bill', name: 'bill.txt', content: Buffer.from('hello') }], 'gas_bill', 'documentTypes'],
    ['a picture field with a PDF', {}, [{ field: 'logo', name: 'logo.pdf', content: pdfBytes() }], 'logo', 'imagesOnly'],
    [
      'content that is not what its name says',
      {},
      [{ field: 'gst_bill', name: 'gst.png', content: pdfBytes() }],
      'gst_bill',
      'fileContentMismatch',
    ],
    [
      'a field that is not a document',
      {},
      [{ field: 'business_images', name: 'x.png', content: pngBytes() }],
      'business_images',
      'invalidRequest',
    ],
    ['an Aadhaar number of 11 digits', { aadhar_number: '12345678901' }, [], 'aadhar_number', 'aadharFormat'],
  ])('refuses %s (400 with the field’s code)', async (_case, fields, files, field, code) => {
    const response = await upload(vendor, fields, files);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldCodes).toMatchObject({ [field]: code });
  });

  it('refuses an empty request (400 nothingToSend) and another vendor’s store (404)', async () => {
    const empty = await upload(vendor, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'nothingToSend', message: M.nothingToSend });
    const other = await postForm(ctx, E.updateDocuments.path, await demoToken(ctx), { storeId: vendor.storeId, pan_number: 'ABCDE1234F' });
    expect(other.statusCode).toBe(404);
  });

  it('refuses a suspended store (403 storeNotActive)', async () => {
    const suspended = await registeredStore(ctx, ids);
    await ctx.db.update(stores).set({ status: 'suspended' }).where(eq(stores.id, suspended.storeId));
    // Every instance hears the change from the database (on PostgreSQL a moment after the commit).
    await expect
      .poll(async () => (await upload(suspended, { pan_number: 'ABCDE1234F' })).statusCode, { timeout: 2000, interval: 10 })
      .toBe(403);
    expect((await upload(suspended, { pan_number: 'ABCDE1234F' })).json()).toMatchObject({ code: 'storeNotActive' });
  });
});

describe('document files: only to their store’s vendor and the operator', () => {
  it('serves the file to its owner and the operator, never to another vendor or without a session', async () => {
    const vendor = await registeredStore(ctx, ids);
    const path = fillPath(E.documentFile.path, { storeId: vendor.storeId, document: 'pan_card_front' });
    const own = await call(ctx, 'GET', path, vendor.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload.equals(pdfBytes())).toBe(true);

    expect((await call(ctx, 'GET', path, await demoToken(ctx))).statusCode).toBe(404);
    expect((await call(ctx, 'GET', path)).statusCode).toBe(401);
    const operator = await call(ctx, 'GET', fillPath(O.documentFile.path, { id: vendor.storeId, document: 'pan_card_front' }), admin);
    expect(operator.statusCode).toBe(200);
    const missing = await call(ctx, 'GET', fillPath(E.documentFile.path, { storeId: vendor.storeId, document: 'gst_bill' }), vendor.token);
    expect(missing.json()).toMatchObject({ code: 'documentNotProvided' });
    // A number is not a file.
    expect(
      (await call(ctx, 'GET', fillPath(E.documentFile.path, { storeId: vendor.storeId, document: 'pan_number' }), vendor.token)).statusCode,
    ).toBe(400);
  });

  it('the operator reads the numbers in full', async () => {
    const vendor = await registeredStore(ctx, ids);
    const response = await call(ctx, 'GET', fillPath(O.documents.path, { id: vendor.storeId }), admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().documents.find((document: { name: string }) => document.name === 'pan_number')).toMatchObject({
      number: 'AKPPK1234L',
    });
  });

  it('a replaced file is removed from storage once the change commits', async () => {
    const vendor = await registeredStore(ctx, ids);
    const path = fillPath(E.documentFile.path, { storeId: vendor.storeId, document: 'aadhar_card_front' });
    await upload(vendor, {}, [{ field: 'aadhar_card_front', name: 'front.png', content: pngBytes(), type: 'image/png' }]);
    const served = await call(ctx, 'GET', path, vendor.token);
    expect(served.rawPayload.equals(pngBytes())).toBe(true);
    const files = [];
    for await (const file of createStorage(ctx.dataDir).list(`stores/${vendor.storeId}/`)) {
      if (file.key.includes('aadhar_card_front')) files.push(file.key);
    }
    expect(files).toHaveLength(1);
  });
});
