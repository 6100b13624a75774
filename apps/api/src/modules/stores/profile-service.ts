import { WEEKDAYS, type StoreSummary, type VendorProfileResponse, type Weekday, type WorkingHour } from '@dhub/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { Database } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { cities, countries, states, storeFiles, storeKyc, stores, users } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { toSessionUser } from '../../access/session-user.js';
import { publicFileUrl } from '../../storage/urls.js';
import { documentsOf, KYC_FILE_FIELDS, presentDocuments } from './documents.js';
import { serviceRef, STORE_WITH_NAMES } from './store-names.js';

// The profile is read on every page load: its three queries as named prepared statements.
const statements = preparedPerDatabase((db) => ({
  vendor: db
    .select()
    .from(users)
    .where(and(eq(users.id, sql.placeholder('userId')), eq(users.role, 'vendor')))
    .prepare('profile_vendor'),
  stores: db
    .select({
      ...STORE_WITH_NAMES,
      kyc: { panNumber: storeKyc.panNumber, aadharNumber: storeKyc.aadharNumber },
    })
    .from(stores)
    .innerJoin(serviceRef, eq(serviceRef.id, stores.serviceId))
    .innerJoin(countries, eq(countries.id, stores.countryId))
    .innerJoin(states, eq(states.id, stores.stateId))
    .innerJoin(cities, eq(cities.id, stores.cityId))
    .leftJoin(storeKyc, eq(storeKyc.storeId, stores.id))
    .where(eq(stores.vendorId, sql.placeholder('vendorId')))
    .orderBy(desc(stores.createdAt))
    .prepare('profile_stores'),
  // Logo and banner (their URLs) and the KYC documents (present or not).
  files: db
    .select({ storeId: storeFiles.storeId, field: storeFiles.field, key: storeFiles.storageKey })
    .from(storeFiles)
    .where(
      and(
        sql`${storeFiles.storeId} = any(${sql.placeholder('storeIds')}::uuid[])`,
        inArray(storeFiles.field, [...new Set(['banner_image', ...KYC_FILE_FIELDS])]),
      ),
    )
    .prepare('profile_store_files'),
}));

interface StoreFilesInfo {
  logo: string | null;
  bannerImage: string | null;
  /** The KYC file fields with a file. */
  fields: Set<string>;
}

/** Logo and banner URLs and the KYC file fields present, by store id. */
async function storeFilesInfo(db: Database, storeIds: string[]) {
  const info = new Map<string, StoreFilesInfo>();
  if (storeIds.length === 0) return info;
  const rows = await statements(db).files.execute({ storeIds });
  for (const row of rows) {
    const entry = info.get(row.storeId) ?? { logo: null, bannerImage: null, fields: new Set<string>() };
    if (row.field === 'logo') entry.logo = publicFileUrl(row.key);
    else if (row.field === 'banner_image') entry.bannerImage = publicFileUrl(row.key);
    entry.fields.add(row.field);
    info.set(row.storeId, entry);
  }
  return info;
}

/** Open days in week order (whatever order they were stored in). */
export function sortedHours(hours: readonly { day: string; fromTime: string; toTime: string }[]): WorkingHour[] {
  const order = (day: string) => WEEKDAYS.indexOf(day as Weekday);
  return hours
    .filter((entry) => order(entry.day) >= 0)
    .sort((a, b) => order(a.day) - order(b.day))
    .map((entry) => ({ day: entry.day as Weekday, fromTime: entry.fromTime, toTime: entry.toTime, isOpen: true }));
}

type Ref = { _id: string; name: string };

/** A store's summary (its card): the row with its names, its public pictures and which documents it has. */
export function storeSummaryOf(
  {
    store,
    service,
    country,
    state,
    city,
  }: { store: typeof stores.$inferSelect; service: StoreSummary['service']; country: Ref; state: Ref; city: Ref },
  { logo, bannerImage, present }: { logo: string | null; bannerImage: string | null; present: Set<string> },
): StoreSummary {
  return {
    _id: store.id,
    name: store.name,
    phone: store.phone,
    address: store.address,
    status: store.status,
    statusReason: store.statusReason,
    service,
    country,
    state,
    city,
    logo,
    bannerImage,
    shopOpenOrClose: store.shopOpen,
    workingHours: sortedHours(store.workingHours),
    ...documentsOf(present),
    createdAt: store.createdAt.toISOString(),
  };
}

/** The signed-in vendor and their stores (newest first), with names for every id. */
export async function getVendorProfile(db: Database, { actor }: { actor: Actor }): Promise<VendorProfileResponse> {
  const [user] = await statements(db).vendor.execute({ userId: actor.userId });
  if (!user) throw new HttpError(401, 'unauthorized'); // account removed since the access check

  const rows = await statements(db).stores.execute({ vendorId: user.id });
  const files = await storeFilesInfo(
    db,
    rows.map((row) => row.store.id),
  );

  const storeSummaries = rows.map(({ kyc, ...row }) => {
    const info = files.get(row.store.id);
    return storeSummaryOf(row, {
      logo: info?.logo ?? null,
      bannerImage: info?.bannerImage ?? null,
      present: presentDocuments(info?.fields ?? [], kyc),
    });
  });

  return {
    vendor: {
      ...toSessionUser(user),
      personalEmail: user.personalEmail,
      altphone: user.altPhone,
      experiance: user.experienceYears,
      dob: user.dob,
    },
    stores: storeSummaries,
  };
}
