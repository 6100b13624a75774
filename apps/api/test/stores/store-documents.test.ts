import { randomUUID } from 'node:crypto';
import {
  MESSAGES,
  profileOperatorEndpoints,
  REQUIRED_DOCUMENTS,
  storeDetailResponseSchema,
  storeEndpoints,
  storeOperatorEndpoints,
  storeReviewResponseSchema,
  vendorProfileResponseSchema,
} from '@dhub/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeFiles, storeKyc, stores } from '../../src/db/schema.js';
import { adminToken, demoToken } from '../helpers/catalogue.js';
import { HEARD } from '../helpers/heard.js';
import { api, getProfile, loginToken } from '../helpers/http.js';
import { lookupIds, submitRegistration, uniqueEmail, validFields, validFiles, type Ids } from '../helpers/registration.js';
import { useTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let ids: Ids;
useTestApp(async (app) => {
  ctx = app;
  ids = await lookupIds(ctx.app);
});

const KYC_FIELDS = ['logo', 'pan_card_front', 'pan_card_back', 'aadhar_card_front', 'aadhar_card_back'];
const withPath = (path: string, values: Record<string, string>) => path.replace(/:(\w+)/g, (_, name: string) => values[name]!);

function call(method: 'GET' | 'POST', path: string, token: string, payload?: object) {
  return ctx.app.inject({ method, url: api(path), headers: { authorization: `Bearer ${token}` }, ...(payload && { payload }) });
}

/** Registers a store without the KYC numbers and documents; returns its vendor's token and the store id. */
async function registerWithoutDocuments() {
  const email = uniqueEmail('nodocs');
  const fields = validFields(ids, { email, pan_number: '', aadhar_number: '' });
  const files = validFiles().filter((file) => !KYC_FIELDS.includes(file.field));
  const response = await submitRegistration(ctx.app, fields, files);
  expect(response.statusCode, response.body).toBe(201);
  const token = await loginToken(ctx.app, email, fields.password!);
  const profile = vendorProfileResponseSchema.parse((await getProfile(ctx.app, token)).json());
  return { token, store: profile.stores[0]! };
}

/** Adds the missing documents as the later profile-verify upload would: file rows and KYC numbers. */
async function addDocuments(storeId: string) {
  await ctx.db.update(storeKyc).set({ panNumber: 'AKPPK1234L', aadharNumber: '456789012345' }).where(eq(storeKyc.storeId, storeId));
  await ctx.db.insert(storeFiles).values(
    ['logo', 'pan_card_front', 'aadhar_card_front', 'aadhar_card_back'].map((field) => ({
      storeId,
      field,
      storageKey: `stores/${storeId}/${field}-${randomUUID()}.png`,
      originalName: `${field}.png`,
      mimeType: 'image/png',
      sizeBytes: 100,
      isPublic: field === 'logo',
    })),
  );
}

describe('RegisterStore without the KYC documents (spec §5: step 2 has no check)', () => {
  it('is accepted (201): the store is pending and the profile lists every missing document', async () => {
    const { store } = await registerWithoutDocuments();
    expect(store).toMatchObject({ status: 'pending', documentsStatus: 'missing', logo: null });
    expect(store.missingDocuments).toEqual([...REQUIRED_DOCUMENTS]);
    const [kyc] = await ctx.db.select().from(storeKyc).where(eq(storeKyc.storeId, store._id));
    expect(kyc).toMatchObject({ panNumber: null, aadharNumber: null, gstNumber: '27AKPPK1234L1Z2' });
  });

  it('with only some documents, lists the others', async () => {
    const email = uniqueEmail('somedocs');
    const fields = validFields(ids, { email, aadhar_number: ' ' });
    const files = validFiles().filter((file) => file.field !== 'aadhar_card_back');
    expect((await submitRegistration(ctx.app, fields, files)).statusCode).toBe(201);
    const profile = vendorProfileResponseSchema.parse(
      (await getProfile(ctx.app, await loginToken(ctx.app, email, fields.password!))).json(),
    );
    expect(profile.stores[0]).toMatchObject({ documentsStatus: 'missing', missingDocuments: ['aadhar_number', 'aadhar_card_back'] });
  });

  it('with every required document, the profile says complete', async () => {
    const email = uniqueEmail('alldocs');
    const fields = validFields(ids, { email });
    expect((await submitRegistration(ctx.app, fields, validFiles())).statusCode).toBe(201);
    const profile = vendorProfileResponseSchema.parse(
      (await getProfile(ctx.app, await loginToken(ctx.app, email, fields.password!))).json(),
    );
    expect(profile.stores[0]).toMatchObject({ documentsStatus: 'complete', missingDocuments: [] });
    expect(profile.stores[0]!.workingHours.map((entry) => entry.day)).toEqual(['monday', 'saturday']);
  });
});

describe('operator review: POST admin/stores/approve/:id and reject/:id', () => {
  it('refuses approval (409 documentsMissing) while documents are missing, approves once they are present and verified', async () => {
    const { token, store } = await registerWithoutDocuments();
    const admin = await adminToken(ctx);
    const approvePath = withPath(storeOperatorEndpoints.approveStore.path, { id: store._id });

    const refused = await call('POST', approvePath, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'documentsMissing', message: MESSAGES.documentsMissing });
    expect((await ctx.db.select({ status: stores.status }).from(stores).where(eq(stores.id, store._id)))[0]!.status).toBe('pending');

    await addDocuments(store._id);
    // Present is not enough: the operator verifies each required document first (profile's operator endpoints).
    expect((await call('POST', approvePath, admin)).json()).toMatchObject({ code: 'documentsNotVerified' });
    for (const document of REQUIRED_DOCUMENTS) {
      const verified = await call('POST', withPath(profileOperatorEndpoints.verifyDocument.path, { id: store._id, document }), admin);
      expect(verified.statusCode, verified.body).toBe(200);
    }
    const approved = await call('POST', approvePath, admin);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(storeReviewResponseSchema.parse(approved.json())).toEqual({
      message: MESSAGES.storeApproved,
      store: { _id: store._id, status: 'approved', statusReason: null, documentsStatus: 'complete', missingDocuments: [] },
    });
    // The operator's approval reaches the vendor's kept profile by notification, a moment after it answered.
    const firstStore = async () => vendorProfileResponseSchema.parse((await getProfile(ctx.app, token)).json()).stores[0];
    await expect.poll(firstStore, HEARD).toMatchObject({ status: 'approved', documentsStatus: 'complete', missingDocuments: [] });

    // Approved already: not reviewable again.
    expect((await call('POST', approvePath, admin)).json()).toMatchObject({ code: 'storeNotReviewable' });
  });

  it('rejects a pending store with a reason the vendor reads; 400 without a reason', async () => {
    const { token, store } = await registerWithoutDocuments();
    const admin = await adminToken(ctx);
    const rejectPath = withPath(storeOperatorEndpoints.rejectStore.path, { id: store._id });
    expect((await call('POST', rejectPath, admin, { reason: ' ' })).statusCode).toBe(400);
    const rejected = await call('POST', rejectPath, admin, { reason: 'The PAN card is unreadable.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      message: MESSAGES.storeRejected,
      store: { status: 'rejected', statusReason: 'The PAN card is unreadable.' },
    });
    const detail = await call('GET', withPath(storeEndpoints.storeDetail.path, { storeId: store._id }), token);
    expect(detail.json()).toMatchObject({ store: { status: 'rejected', statusReason: 'The PAN card is unreadable.' } });
    expect((await call('POST', rejectPath, admin, { reason: 'again' })).statusCode).toBe(409);
  });

  it('404 for an unknown store; 403 for a vendor token', async () => {
    const admin = await adminToken(ctx);
    const unknown = withPath(storeOperatorEndpoints.approveStore.path, { id: randomUUID() });
    expect((await call('POST', unknown, admin)).json()).toEqual({ code: 'notFound', message: MESSAGES.notFound });
    expect((await call('POST', unknown, await demoToken(ctx))).statusCode).toBe(403);
  });
});

describe('GET vendor/stores/:storeId', () => {
  it("answers the vendor's store with what was registered, the bank account masked and the documents checklist", async () => {
    const email = uniqueEmail('detail');
    const fields = validFields(ids, { email, aadhar_number: '' });
    const files = validFiles().filter((file) => file.field !== 'aadhar_card_back');
    expect((await submitRegistration(ctx.app, fields, files)).statusCode).toBe(201);
    const token = await loginToken(ctx.app, email, fields.password!);
    const [summary] = vendorProfileResponseSchema.parse((await getProfile(ctx.app, token)).json()).stores;

    const response = await call('GET', withPath(storeEndpoints.storeDetail.path, { storeId: summary!._id }), token);
    expect(response.statusCode, response.body).toBe(200);
    const { store } = storeDetailResponseSchema.parse(response.json());
    expect(store).toMatchObject({
      _id: summary!._id,
      name: 'Kulkarni Kirana Stores',
      status: 'pending',
      city: { name: 'Pune' },
      state: { name: 'Maharashtra' },
      pincode: '411038',
      deliveryCharge: 20,
      deliveryPincodes: ['411038', '411029'],
      meta: { keywords: ['grocery', 'kirana', 'Kothrud'] },
      bank: { bankName: 'HDFC Bank', accountNumberMasked: '••••7890', ifsCode: 'HDFC0001234' },
      documentsStatus: 'missing',
      missingDocuments: ['aadhar_number', 'aadhar_card_back'],
    });
    expect(store.workingHours).toEqual([
      { day: 'monday', fromTime: '08:00', toTime: '21:00', isOpen: true },
      { day: 'saturday', fromTime: '09:00', toTime: '22:00', isOpen: true },
    ]);
    expect(store.businessImages).toHaveLength(2);
    expect(store.logo).toMatch(/^\/v1\/dhubApi\/media\//);
    const byName = Object.fromEntries(store.documents.map((doc) => [doc.name, doc]));
    expect(byName.pan_card_front).toEqual({ name: 'pan_card_front', kind: 'file', required: true, present: true });
    expect(byName.aadhar_card_back).toEqual({ name: 'aadhar_card_back', kind: 'file', required: true, present: false });
    expect(byName.gas_bill).toMatchObject({ required: false, present: false });
    expect(byName.gst_number).toMatchObject({ kind: 'number', required: false, present: true });
    // Nothing secret travels: no full account number, no KYC number.
    expect(response.body).not.toContain('50100234567890');
    expect(response.body).not.toContain('AKPPK1234L');
  });

  it("another vendor's store answers 404, like a missing one", async () => {
    const { store } = await registerWithoutDocuments();
    const other = await demoToken(ctx);
    const response = await call('GET', withPath(storeEndpoints.storeDetail.path, { storeId: store._id }), other);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'notFound', message: MESSAGES.notFound });
    expect((await call('GET', withPath(storeEndpoints.storeDetail.path, { storeId: randomUUID() }), other)).statusCode).toBe(404);
  });
});
