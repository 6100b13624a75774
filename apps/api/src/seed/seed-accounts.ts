import { and, eq } from 'drizzle-orm';
import type { Credentials } from '../config.js';
import type { Executor } from '../db/client.js';
import { cities, countries, services, states, storeBankAccounts, storeKyc, stores, users } from '../db/schema.js';
import { storeBankReviews, storeDocumentReviews } from '../db/profile-schema.js';
import { hashPassword } from '../lib/password.js';
import { ADMIN_NAME, type DEMO_BOOKING_STORE, type DEMO_RESTAURANT, DEMO_STORE, DEMO_VENDOR } from './demo-accounts.js';

export async function seedAdmin(db: Executor, admin: Credentials): Promise<void> {
  await db.insert(users).values({
    email: admin.email,
    passwordHash: await hashPassword(admin.password),
    role: 'admin',
    name: ADMIN_NAME,
  });
}

type DemoStore = typeof DEMO_STORE | typeof DEMO_RESTAURANT | typeof DEMO_BOOKING_STORE;

async function demoStoreRefs(db: Executor, spec: DemoStore) {
  const [row] = await db
    .select({ serviceId: services.id, countryId: countries.id, stateId: states.id, cityId: cities.id })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .innerJoin(countries, eq(countries.id, states.countryId))
    .innerJoin(services, eq(services.name, spec.serviceName))
    .where(and(eq(cities.name, spec.city), eq(states.name, spec.state), eq(countries.name, spec.country)));
  if (!row) throw new Error('Seed: the demo store location or service is missing.');
  return row;
}

/** The approved demo vendor with its grocery store, KYC and bank details. */
export async function seedDemoVendor(db: Executor, vendor: Credentials): Promise<void> {
  const [user] = await db
    .insert(users)
    .values({
      email: vendor.email,
      passwordHash: await hashPassword(vendor.password),
      role: 'vendor',
      ...DEMO_VENDOR,
    })
    .returning({ id: users.id });
  await insertApprovedStore(db, user!.id, DEMO_STORE);
}

/** An approved demo store of the vendor, with its KYC and bank details; returns its id. */
export async function insertApprovedStore(db: Executor, vendorId: string, spec: DemoStore): Promise<string> {
  const { kyc, bank, serviceName: _service, country: _country, state: _state, city: _city, ...store } = spec;
  const [insertedStore] = await db
    .insert(stores)
    .values({
      ...store,
      ...(await demoStoreRefs(db, spec)),
      deliveryPincodes: [...store.deliveryPincodes],
      workingHours: [...store.workingHours],
      metaKeywords: [...store.metaKeywords],
      vendorId,
      status: 'approved',
    })
    .returning({ id: stores.id });
  await db.insert(storeKyc).values({ storeId: insertedStore!.id, ...kyc });
  await db.insert(storeBankAccounts).values({ storeId: insertedStore!.id, ...bank });
  await markVerified(db, insertedStore!.id, kyc);
  return insertedStore!.id;
}

const KYC_DOCUMENT_OF = {
  panNumber: 'pan_number',
  aadharNumber: 'aadhar_number',
  gasBillNumber: 'gas_bill_number',
  businessNumber: 'business_number',
  gstNumber: 'gst_number',
} as const;

/** An approved demo store's bank account and KYC numbers, as the operator verified them (payouts go to it). */
async function markVerified(db: Executor, storeId: string, kyc: Partial<Record<keyof typeof KYC_DOCUMENT_OF, string>>) {
  const reviewedAt = new Date();
  await db.insert(storeBankReviews).values({ storeId, status: 'verified', reviewedAt });
  const documents = Object.entries(KYC_DOCUMENT_OF).filter(([field]) => kyc[field as keyof typeof KYC_DOCUMENT_OF]);
  if (documents.length === 0) return;
  await db
    .insert(storeDocumentReviews)
    .values(documents.map(([, document]) => ({ storeId, document, status: 'verified' as const, reviewedAt })));
}
