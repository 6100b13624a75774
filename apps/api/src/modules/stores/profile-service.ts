import { WEEKDAYS, type StoreSummary, type VendorProfileResponse, type Weekday, type WorkingHour } from '@dhub/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isoText, jsonNumber, jsonObject } from '../../db/sql-json.js';
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

/** A ref as JSON, null when the left join found none. */
const joinedRefJson = (ref: { _id: PgColumn } & Record<string, PgColumn>) =>
  sql`(case when ${ref._id} is not null then ${jsonObject(ref)} end)`;

const USER_COLUMNS = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  imageKey: users.imageKey,
  personalEmail: users.personalEmail,
  altPhone: users.altPhone,
  experienceYears: jsonNumber(users.experienceYears),
  dob: users.dob,
  twoStepSignIn: users.twoStepSignIn,
};

/** A store of the profile as the statement answers it (timestamps as ISO text). */
interface ProfileStoreRow {
  store: Omit<SummaryStore, 'pausedUntil' | 'createdAt'> & { pausedUntil: string | null; createdAt: string };
  service: StoreSummary['service'] | null;
  country: Ref | null;
  state: Ref | null;
  city: Ref | null;
  kyc: KycNumbers;
  withinHours: boolean | null;
  files: { field: string; key: string }[];
}
type ProfileUserRow = Pick<typeof users.$inferSelect, keyof typeof USER_COLUMNS>;

// The profile is read on every page load: one named prepared statement answering one JSON value,
// the vendor with its stores (newest first), each with its names, KYC numbers and its logo, banner
// and KYC files. JSON (parsed natively by the driver) rather than ~30 columns a store mapped one
// by one: the route is bound by Node, not by the database.
const profileStatement = preparedPerDatabase((db) => {
  const storeJson = jsonObject({
    store: jsonObject({ ...STORE_SUMMARY_COLUMNS, pausedUntil: isoText(stores.pausedUntil), createdAt: isoText(stores.createdAt) }),
    service: joinedRefJson(STORE_WITH_NAMES.service),
    country: joinedRefJson(STORE_WITH_NAMES.country),
    state: joinedRefJson(STORE_WITH_NAMES.state),
    city: joinedRefJson(STORE_WITH_NAMES.city),
    kyc: jsonObject({ panNumber: storeKyc.panNumber, aadharNumber: storeKyc.aadharNumber }),
    withinHours: withinOpeningHours,
    files: sql`coalesce((
      select json_agg(json_build_object('field', ${storeFiles.field}, 'key', ${storeFiles.storageKey}))
      from ${storeFiles}
      where ${storeFiles.storeId} = ${stores.id} and ${inArray(storeFiles.field, PROFILE_FILE_FIELDS)}), '[]'::json)`,
  });
  return joinStoreNames(
    db
      .select({
        user: sql<ProfileUserRow>`${jsonObject(USER_COLUMNS)}`,
        // The database's clock, which its within-hours reads: when the profile turns is counted from it.
        readAt: sql<number>`(extract(epoch from now()) * 1000)::float8`,
        stores: sql<
          ProfileStoreRow[]
        >`coalesce(json_agg(${storeJson} order by ${stores.createdAt} desc) filter (where ${stores.id} is not null), '[]')`,
      })
      .from(users)
      .leftJoin(stores, eq(stores.vendorId, users.id))
      .$dynamic(),
    'left',
  )
    .leftJoin(storeKyc, eq(storeKyc.storeId, stores.id))
    .where(and(eq(users.id, sql.placeholder('userId')), eq(users.role, 'vendor')))
    .groupBy(users.id)
    .prepare('profile_of_vendor');
});

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
export async function getVendorProfile(
  db: Database,
  { actor }: { actor: Actor },
): Promise<{ profile: Omit<VendorProfileResponse, 'currency'>; readAt: number }> {
  const [row] = await profileStatement(db).execute({ userId: actor.userId });
  if (!row) throw new HttpError(401, 'unauthorized'); // account removed since the access check
  const { user } = row;

  const storeSummaries = row.stores.flatMap(({ store, service, country, state, city, kyc, files, withinHours }) => {
    if (!service || !country || !state || !city) return [];
    const dated = { ...store, pausedUntil: store.pausedUntil ? new Date(store.pausedUntil) : null, createdAt: new Date(store.createdAt) };
    return [storeSummaryOf({ store: dated, service, country, state, city }, filesInfo(files, kyc), withinHours)];
  });

  return {
    readAt: Number(row.readAt),
    profile: {
      vendor: {
        ...toSessionUser(user),
        personalEmail: user.personalEmail,
        altphone: user.altPhone,
        experiance: user.experienceYears,
        dob: user.dob,
        twoStepSignIn: user.twoStepSignIn,
      },
      stores: storeSummaries,
    },
  };
}

/**
 * Until when a profile read at `asOf` (the database's clock, ms since the epoch) holds while its
 * data does not change: its stores' within-hours turn only on a minute (opening and closing times are minutes), and a
 * paused store's pause ends at its time.
 */
export function profileValidUntil(profile: Pick<VendorProfileResponse, 'stores'>, asOf: number): number {
  const nextMinute = (Math.floor(asOf / 60_000) + 1) * 60_000;
  const pausesEnd = profile.stores.flatMap((store) => (store.pausedUntil ? [Date.parse(store.pausedUntil)] : []));
  return Math.min(nextMinute, ...pausesEnd);
}
