import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, storeEndpoints, type StoreDetail, type StoreSummary } from '@dhub/contract';
import { GROCERY_STORE, profileHandler, signIn } from '../../test/fixtures';
import { apiError, endpointKey } from '../../test/mockApi';
import { mockApi, renderRoutes } from '../../test/render';
import { storesRoutes } from './routes';

const PENDING_STORE: StoreSummary = {
  ...GROCERY_STORE,
  _id: '22222222-2222-4222-8222-222222222222',
  name: 'Kulkarni Kirana',
  status: 'pending',
  address: '18 Paud Road',
  city: { _id: 'pune', name: 'Pune' },
  state: { _id: 'mh', name: 'Maharashtra' },
  shopOpenOrClose: false,
  workingHours: [],
  documentsStatus: 'missing',
  missingDocuments: ['pan_card_front', 'aadhar_number'],
};

const DETAIL: StoreDetail = {
  ...PENDING_STORE,
  status: 'rejected',
  statusReason: 'The PAN card is unreadable.',
  workingHours: [{ day: 'saturday', fromTime: '09:00', toTime: '22:00', isOpen: true }],
  description: 'Daily groceries',
  latitude: 18.5,
  longitude: 73.8,
  pincode: '411038',
  deliveryCharge: 20,
  deliveryPincodes: ['411038', '411029'],
  businessImages: [],
  meta: { title: 'Kirana in Kothrud', description: 'Fresh staples', keywords: ['grocery', 'kirana'] },
  bank: {
    bankName: 'HDFC Bank',
    branchName: 'Kothrud',
    accountHolderName: 'Ravi',
    accountNumberMasked: '••••7890',
    ifsCode: 'HDFC0001234',
  },
  documents: [
    { name: 'logo', kind: 'file', required: true, present: true },
    { name: 'pan_card_front', kind: 'file', required: true, present: false },
    { name: 'gst_bill', kind: 'file', required: false, present: false },
  ],
  updatedAt: '2025-01-03T10:00:00.000Z',
};

describe('/stores', () => {
  it("lists the vendor's stores: service, status, documents, address, shop and hours; each name opens its page", async () => {
    signIn();
    mockApi({ [endpointKey(storeEndpoints.vendorProfile)]: profileHandler([GROCERY_STORE, PENDING_STORE]) });
    renderRoutes(storesRoutes, '/stores');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stores' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Your stores' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);

    const fresh = within(screen.getByRole('article', { name: 'Fresh Mart' }));
    expect(fresh.getByText('Approved')).toBeTruthy();
    expect(fresh.getByText('Documents complete')).toBeTruthy();
    expect(fresh.getByText('MG Road, Bengaluru, Karnataka')).toBeTruthy();
    expect(fresh.getByText('Open')).toBeTruthy();
    expect(fresh.getByText('Mon–Tue 09:00–21:00')).toBeTruthy();
    expect(fresh.getByRole('link', { name: 'Fresh Mart' }).getAttribute('href')).toBe(`/stores/${GROCERY_STORE._id}`);

    const kirana = within(screen.getByRole('article', { name: 'Kulkarni Kirana' }));
    expect(kirana.getByText('Pending approval')).toBeTruthy();
    expect(kirana.getByText('Documents missing')).toBeTruthy();
    expect(kirana.getByText('Closed')).toBeTruthy();
    expect(kirana.getByText('No working hours set')).toBeTruthy();
  });
});

describe('/stores/:storeId', () => {
  it('shows what was registered, the status with its reason, the masked account and the documents checklist', async () => {
    signIn();
    const calls = mockApi({
      [endpointKey(storeEndpoints.storeDetail, { storeId: DETAIL._id })]: () => ({ body: { store: DETAIL } }),
    });
    renderRoutes(storesRoutes, `/stores/${DETAIL._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kulkarni Kirana' })).toBeTruthy();
    expect(calls[0]?.path).toBe(`/vendor/stores/${DETAIL._id}`);
    expect(screen.getByText('Rejected')).toBeTruthy();
    expect(screen.getByText('Reason: The PAN card is unreadable.')).toBeTruthy();
    expect(screen.getByText('••••7890')).toBeTruthy();
    expect(screen.getByText('HDFC Bank')).toBeTruthy();
    expect(screen.getByText('411029')).toBeTruthy();

    const hours = within(screen.getByRole('region', { name: 'Working hours' }));
    expect(hours.getByText('Saturday')).toBeTruthy();
    expect(hours.getByText('09:00–22:00')).toBeTruthy();
    expect(hours.getAllByText('Closed')).toHaveLength(6);

    const documents = within(screen.getByRole('region', { name: 'Documents' }));
    expect(documents.getByText(/Your store cannot be approved until they are uploaded/)).toBeTruthy();
    const items = documents.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Store logoProvided · Required for approval',
      'PAN / driving licence (front)Missing · Required for approval',
      'GST billMissing · Optional',
    ]);
    expect(screen.getByRole('link', { name: 'All stores' }).getAttribute('href')).toBe('/stores');
  });

  it('edits the opening hours of an active store with the registration’s editor, and sends the open days', async () => {
    signIn();
    const approved: StoreDetail = { ...DETAIL, status: 'approved', statusReason: null };
    const calls = mockApi({
      [endpointKey(storeEndpoints.storeDetail, { storeId: DETAIL._id })]: () => ({ body: { store: approved } }),
      [endpointKey(storeEndpoints.workingHours, { storeId: DETAIL._id })]: (call) => ({
        body: { message: MESSAGES.hoursSaved, ...(call.body as object) },
      }),
    });
    const user = userEvent.setup();
    renderRoutes(storesRoutes, `/stores/${DETAIL._id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit hours' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opening hours of Kulkarni Kirana' });
    await user.click(within(dialog).getByRole('switch', { name: 'Saturday' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Monday' }));
    fireEvent.change(within(dialog).getByLabelText('Monday from'), { target: { value: '08:00' } });
    fireEvent.change(within(dialog).getByLabelText('Monday to'), { target: { value: '20:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save hours' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        workingHours: [{ day: 'monday', fromTime: '08:00', toTime: '20:00', isOpen: true }],
      }),
    );
    expect(await screen.findByText(MESSAGES.hoursSaved)).toBeTruthy();
  });

  it('a rejected store’s hours cannot be edited', async () => {
    signIn();
    mockApi({ [endpointKey(storeEndpoints.storeDetail, { storeId: DETAIL._id })]: () => ({ body: { store: DETAIL } }) });
    renderRoutes(storesRoutes, `/stores/${DETAIL._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Kulkarni Kirana' });
    expect(screen.queryByRole('button', { name: 'Edit hours' })).toBeNull();
  });

  it("another vendor's store (404) says not found", async () => {
    signIn();
    mockApi({ [endpointKey(storeEndpoints.storeDetail, { storeId: DETAIL._id })]: () => apiError(404, 'notFound') });
    renderRoutes(storesRoutes, `/stores/${DETAIL._id}`);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
