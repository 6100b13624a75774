import { STORAGE_KEYS, type SessionUser, type StoreSummary } from '@dhub/contract';
import { sessionStore } from '../session/session';
import type { MockHandler } from './mockApi';

export const VENDOR_USER: SessionUser = {
  _id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: null,
  role: 'vendor',
  image: null,
};

/** An approved grocery store of VENDOR_USER. */
export const GROCERY_STORE: StoreSummary = {
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Fresh Mart',
  phone: '9876543210',
  address: 'MG Road',
  status: 'approved',
  statusReason: null,
  service: { _id: 'g', name: 'Grocery', kind: 'grocery' },
  country: { _id: 'in', name: 'India' },
  state: { _id: 'ka', name: 'Karnataka' },
  city: { _id: 'blr', name: 'Bengaluru' },
  logo: null,
  bannerImage: null,
  shopOpenOrClose: true,
  pausedUntil: null,
  withinHours: true,
  workingHours: [
    { day: 'monday', fromTime: '09:00', toTime: '21:00', isOpen: true },
    { day: 'tuesday', fromTime: '09:00', toTime: '21:00', isOpen: true },
  ],
  documentsStatus: 'complete',
  missingDocuments: [],
  createdAt: '2025-01-02T10:00:00.000Z',
};

/** Signs VENDOR_USER in (token and user in storage, session reloaded). */
export function signIn(user: SessionUser = VENDOR_USER): void {
  localStorage.setItem(STORAGE_KEYS.token, 'token-1');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  sessionStore.reload();
}

/** The vendor profile answer: VENDOR_USER with these stores. */
export const profileHandler =
  (stores: StoreSummary[] = [GROCERY_STORE]): MockHandler =>
  () => ({
    body: { vendor: { ...VENDOR_USER, personalEmail: null, altphone: null, experiance: 3, dob: null, twoStepSignIn: false }, stores },
  });
