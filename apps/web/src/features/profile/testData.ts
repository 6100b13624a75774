import type { BankDetails, StoreDetail, StoreDocument, StoreDocuments, StoreSummary } from '@dhub/contract';
import { GROCERY_STORE } from '../../test/fixtures';

/** GROCERY_STORE's detail, as vendor/stores/:storeId answers it (tests only). */
export const GROCERY_DETAIL: StoreDetail = {
  ...GROCERY_STORE,
  country: { _id: '44444444-4444-4444-8444-444444444444', name: 'India' },
  state: { _id: '55555555-5555-4555-8555-555555555555', name: 'Karnataka' },
  city: { _id: '66666666-6666-4666-8666-666666666666', name: 'Bengaluru' },
  logo: '/v1/dhubApi/media/s/logo.png',
  description: 'Fresh groceries',
  latitude: 12.97,
  longitude: 77.59,
  pincode: '560038',
  deliveryCharge: 30,
  deliveryPincodes: ['560038'],
  businessImages: ['/v1/dhubApi/media/s/shop-1.png', '/v1/dhubApi/media/s/shop-2.png'],
  meta: { title: 'Fresh Mart', description: 'Groceries in Indiranagar', keywords: ['grocery'] },
  bank: null,
  documents: [],
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const document = (name: StoreDocument['name'], values: Partial<StoreDocument>): StoreDocument => ({
  name,
  kind: name.endsWith('_number') ? 'number' : 'file',
  required: false,
  status: 'missing',
  value: null,
  reason: null,
  submittedAt: null,
  reviewedAt: null,
  ...values,
});

/** Some documents of `store`: a verified PAN card, a rejected Aadhaar back, a missing GST bill, a PAN number in review. */
export function documentsOf(store: StoreSummary = GROCERY_STORE): StoreDocuments {
  return {
    storeId: store._id,
    storeName: store.name,
    storeStatus: store.status,
    statusReason: null,
    otherDocumentTitle: null,
    documents: [
      document('pan_number', { required: true, status: 'submitted', value: '••••234K', submittedAt: '2026-11-01T10:00:00.000Z' }),
      document('pan_card_front', {
        required: true,
        status: 'verified',
        value: 'pan.pdf',
        submittedAt: '2026-11-01T10:00:00.000Z',
        reviewedAt: '2026-11-02T10:00:00.000Z',
      }),
      document('aadhar_card_back', {
        required: true,
        status: 'rejected',
        value: 'back.jpg',
        reason: 'The photo is blurred.',
        submittedAt: '2026-11-01T10:00:00.000Z',
        reviewedAt: '2026-11-02T10:00:00.000Z',
      }),
      document('gst_bill', {}),
      document('aadhar_number', { required: true, status: 'verified', value: '••••0123' }),
    ],
  };
}

export const VERIFIED_BANK: BankDetails = {
  storeId: GROCERY_STORE._id,
  storeName: GROCERY_STORE.name,
  account: {
    bankName: 'State Bank of India',
    branchName: 'Indiranagar',
    accountHolderName: 'Asha Rao',
    accountNumberMasked: '••••7890',
    ifsCode: 'SBIN0005678',
    upiId: 'asha@sbi',
  },
  status: 'verified',
  reason: null,
  changedAt: '2026-11-01T10:00:00.000Z',
  reviewedAt: '2026-11-02T10:00:00.000Z',
};
