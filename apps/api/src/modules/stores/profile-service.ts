import { WEEKDAYS, type StoreSummary, type VendorProfileResponse, type Weekday, type WorkingHour } from '@dhub/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { Database } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { withinOpeningHours } from '../../sales/store-rules.js';
import { storeFiles, storeKyc, stores, users } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { toSessionUser } from '../../access/session-user.js';
import { publicFileUrl } from '../../storage/urls.js';
import { documentsOf, KYC_FILE_FIELDS, presentDocuments, type KycNumbers } from './documents.js';
import { joinStoreNames, STORE_WITH_NAMES } from './store-names.js';

const PROFILE_FILE_FIELDS = [...new Set(['logo', 'banner_image', ...KYC_FILE_FIELDS])];

/** The columns of a store its summary shows. */
const STORE_SUMMARY_COLUMNS = {
  id: stores.id,
  name: stores.name,
  phone: stores.phone,
  address: stores.address,
  status: stores.status,
  statusReason: stores.statusReason,
  shopOpen: stores.shopOpen,
  pausedUntil: stores.pausedUntil,
  workingHours: stores.workingHours,
  createdAt: stores.createdAt,
};
type SummaryStore = { [K in keyof typeof STORE_SUMMARY_COLUMNS]: (typeof stores.$inferSelect)[K] };

// The profile is read on every page load: one named prepared statement, the vendor with each of
// its stores (a row per store; one row with no store when it has none), each store with its names
// and its logo, banner and KYC files.
const profileStatement = preparedPerDatabase((db) =>
  joinStoreNames(
    db
      .select({
        // The columns the answer shows, not the rows: on every page load, the driver parsing and
        // mapping ~40 unused columns (password hash, SEO texts, pincodes) was most of its cost.
        user: {
          id: users.id,
          name: users.name,
          email: users.email,
          phone: users.phone,
          role: users.role,
          imageKey: users.imageKey,
          personalEmail: users.personalEmail,
          altPhone: users.altPhone,
          experienceYears: users.experienceYears,
          dob: users.dob,
          twoStepSignIn: users.twoStepSignIn,
        },
        ...STORE_WITH_NAMES,
        store: STORE_SUMMARY_COLUMNS,
        kyc: { panNumber: storeKyc.panNumber, aadharNumber: storeKyc.aadharNumber },
        withinHours: sql<boolean | null>`${withinOpeningHours}`,
        files: sql<{ field: string; key: string }[]>`coalesce((
        select json_agg(json_build_object('field', ${storeFiles.field}, 'key', ${storeFiles.storageKey}))
        from ${storeFiles}
        where ${storeFiles.storeId} = ${stores.id} and ${inArray(storeFiles.field, PROFILE_FILE_FIELDS)}), '[]'::json)`,
      })
      .from(users)
      .leftJoin(stores, eq(stores.vendorId, users.id))
      .$dynamic(),
    'left',
  )
    .leftJoin(storeKyc, eq(storeKyc.storeId, stores.id))
    .where(and(eq(users.id, sql.placeholder('userId')), eq(users.role, 'vendor')))
    .orderBy(desc(stores.createdAt))
    .prepare('profile_of_vendor'),
);

/** Logo and banner URLs and the KYC file fields present, of one store's files. */
function filesInfo(files: readonly { field: string; key: string }[], kyc: KycNumbers | null) {
  let logo: string | null = null;
  let bannerImage: string | null = null;
  for (const file of files) {
    if (file.field === 'logo') logo = publicFileUrl(file.key);
    else if (file.field === 'banner_image') bannerImage = publicFileUrl(file.key);
  }
  return {
    logo,
    bannerImage,
    present: presentDocuments(
      files.map((file) => file.field),
      kyc,
    ),
  };
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
  { store, service, country, state, city }: { store: SummaryStore; service: StoreSummary['service']; country: Ref; state: Ref; city: Ref },
  { logo, bannerImage, present }: { logo: string | null; bannerImage: string | null; present: Set<string> },
  withinHours: boolean | null,
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
    pausedUntil: store.pausedUntil && store.pausedUntil.getTime() > Date.now() ? store.pausedUntil.toISOString() : null,
    withinHours: withinHours ?? true,
    workingHours: sortedHours(store.workingHours),
    ...documentsOf(present),
    createdAt: store.createdAt.toISOString(),
  };
}

/** The signed-in vendor and their stores (newest first), with names for every id. */
export async function getVendorProfile(db: Database, { actor }: { actor: Actor }): Promise<Omit<VendorProfileResponse, 'currency'>> {
  const rows = await profileStatement(db).execute({ userId: actor.userId });
  const user = rows[0]?.user;
  if (!user) throw new HttpError(401, 'unauthorized'); // account removed since the access check

  const storeSummaries = rows.flatMap(({ store, service, country, state, city, kyc, files, withinHours }) =>
    store && service && country && state && city
      ? [storeSummaryOf({ store, service, country, state, city }, filesInfo(files, kyc), withinHours)]
      : [],
  );

  return {
    vendor: {
      ...toSessionUser(user),
      personalEmail: user.personalEmail,
      altphone: user.altPhone,
      experiance: user.experienceYears,
      dob: user.dob,
      twoStepSignIn: user.twoStepSignIn,
    },
    stores: storeSummaries,
  };
}
