import { API_PREFIX, lookupEndpoints, registrationEndpoints } from '@dhub/contract';
import { apiCall } from './api.js';
import { baseURL } from './browser.js';

type Items = { _id: string; name: string }[];
const idOf = (items: Items, name: string) => {
  const item = items.find((entry) => entry.name === name);
  if (!item) throw new Error(`the seed has no ${name}`);
  return item._id;
};

/** A new vendor with a pending grocery store, registered through the public registration API (no documents). */
export async function registerVendor(name: string): Promise<{ email: string; password: string }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  const password = 'Initial-pass 1';
  const { services } = await apiCall<{ services: Items }>('POST', lookupEndpoints.services.path);
  const { country } = await apiCall<{ country: Items }>('POST', lookupEndpoints.countries.path);
  const countryId = idOf(country, 'India');
  const { state } = await apiCall<{ state: Items }>('POST', lookupEndpoints.states.path, undefined, { countryId });
  const stateId = idOf(state, 'Maharashtra');
  const { cities } = await apiCall<{ cities: Items }>('POST', lookupEndpoints.cities.path, undefined, { stateId });
  const fields: Record<string, string> = {
    personalName: name,
    personalEmail: email,
    personalPhone: '+919876543210',
    altphone: '+919812345678',
    experiance: '4',
    dob: '1990-03-02',
    email,
    password,
    serviceId: idOf(services, 'Grocery'),
    countryId,
    stateId,
    cityId: idOf(cities, 'Pune'),
    name: `${name}'s grocery`,
    phone: '+912026123456',
    address: '4 Law College Road, Pune',
    latitude: '18.5167',
    longitude: '73.8291',
    bankName: 'HDFC Bank',
    branchName: 'Erandwane',
    accountHolderName: name,
    accountNumber: '50100234567891',
    ifsCode: 'HDFC0001234',
    upiId: 'shop@hdfcbank',
    metaTitle: `${name}'s grocery`,
    metaDescription: 'Groceries delivered in Erandwane.',
  };
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  const response = await fetch(`${baseURL()}${API_PREFIX}${registrationEndpoints.registerStore.path}`, { method: 'POST', body: form });
  if (response.status !== 201) throw new Error(`registration: ${response.status} ${await response.text()}`);
  return { email, password };
}
