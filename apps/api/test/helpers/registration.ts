import { API_PREFIX, lookupEndpoints, registrationEndpoints } from '@dhub/contract';
import type { App } from '../../src/app.js';
import { jpegBytes, multipart, pdfBytes, pngBytes, type UploadFile } from './fixtures.js';

export interface Ids {
  serviceId: string;
  countryId: string;
  stateId: string;
  cityId: string;
}

async function post<T>(app: App, path: string, payload?: object): Promise<T> {
  const response = await app.inject({ method: 'POST', url: `${API_PREFIX}${path}`, payload: payload ?? {} });
  if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

type Items = { _id: string; name: string }[];
const byName = (items: Items, name: string) => {
  const item = items.find((entry) => entry.name === name);
  if (!item) throw new Error(`Seed has no ${name}`);
  return item._id;
};

/** Ids of Grocery and India / Maharashtra / Pune, read through the public lookups. */
export async function lookupIds(app: App): Promise<Ids> {
  const { services } = await post<{ services: Items }>(app, lookupEndpoints.services.path);
  const { country } = await post<{ country: Items }>(app, lookupEndpoints.countries.path);
  const countryId = byName(country, 'India');
  const { state } = await post<{ state: Items }>(app, lookupEndpoints.states.path, { countryId });
  const stateId = byName(state, 'Maharashtra');
  const { cities } = await post<{ cities: Items }>(app, lookupEndpoints.cities.path, { stateId });
  return { serviceId: byName(services, 'Grocery'), countryId, stateId, cityId: byName(cities, 'Pune') };
}

let counter = 0;
export const uniqueEmail = (prefix = 'vendor') => `${prefix}.${Date.now()}.${++counter}@example.com`;

/** Every text field of a valid registration, encoded as the web app sends it. */
export function validFields(ids: Ids, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    personalName: 'Ravi Kulkarni',
    personalEmail: 'ravi.kulkarni@example.com',
    personalPhone: '+919876543210',
    altphone: '+919812345678',
    experiance: '6',
    dob: '1989-07-14',
    email: uniqueEmail(),
    password: 'Kirana2024',
    ...ids,
    name: 'Kulkarni Kirana Stores',
    phone: '+912026123456',
    description: 'Daily groceries, staples and fresh produce in Kothrud.',
    address: '18 Paud Road, Kothrud, Pune',
    latitude: '18.5074',
    longitude: '73.8077',
    pincode: '411038',
    deliveryCharge: '20',
    deliveryPincode: JSON.stringify(['411038', '411029']),
    shopOpenOrClose: 'true',
    workingHours: JSON.stringify([
      { day: 'monday', fromTime: '08:00', toTime: '21:00', isOpen: true },
      { day: 'saturday', fromTime: '09:00', toTime: '22:00', isOpen: true },
    ]),
    pan_number: 'AKPPK1234L',
    aadhar_number: '456789012345',
    gas_bill_number: 'GB-99812',
    business_number: 'PMC-SE-2019-1182',
    gst_number: '27AKPPK1234L1Z2',
    otherrDocumentTitle: 'FSSAI licence',
    bankName: 'HDFC Bank',
    branchName: 'Kothrud',
    accountHolderName: 'Ravi Kulkarni',
    accountNumber: '50100234567890',
    ifsCode: 'HDFC0001234',
    upiId: 'ravi.kirana@hdfcbank',
    metaTitle: 'Kulkarni Kirana Stores – groceries in Kothrud',
    metaDescription: 'Fresh vegetables, fruit, dairy and staples delivered across Kothrud and Karve Nagar.',
    metakeywords: 'grocery,kirana,Kothrud',
    ...overrides,
  };
}

/** The required files plus some optional ones, each real content matching its name. */
export function validFiles(): UploadFile[] {
  return [
    { field: 'image', name: 'me.jpg', content: jpegBytes(), type: 'image/jpeg' },
    { field: 'logo', name: 'logo.png', content: pngBytes(), type: 'image/png' },
    { field: 'banner_image', name: 'banner.jpeg', content: jpegBytes(), type: 'image/jpeg' },
    { field: 'pan_card_front', name: 'pan.pdf', content: pdfBytes(), type: 'application/pdf' },
    { field: 'aadhar_card_front', name: 'aadhaar-front.jpg', content: jpegBytes(), type: 'image/jpeg' },
    { field: 'aadhar_card_back', name: 'aadhaar-back.png', content: pngBytes(), type: 'image/png' },
    { field: 'business_images', name: 'shop-1.png', content: pngBytes(), type: 'image/png' },
    { field: 'business_images', name: 'shop-2.jpg', content: jpegBytes(), type: 'image/jpeg' },
  ];
}

let nextAddress = 0;
/** A new client address per call: registrations are throttled per address (their own test says how). */
export const freshAddress = () => `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress++ & 255}`;

/** POSTs a registration (multipart) to RegisterStore, or to `path`, from `remoteAddress` (default: a fresh one). */
export async function submitRegistration(
  app: App,
  fields: Record<string, string>,
  files: readonly UploadFile[],
  path: string = registrationEndpoints.registerStore.path,
  remoteAddress = freshAddress(),
) {
  const body = await multipart(fields, files);
  return app.inject({ method: 'POST', url: `${API_PREFIX}${path}`, ...body, remoteAddress });
}
