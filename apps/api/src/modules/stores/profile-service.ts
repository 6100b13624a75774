import { type StoreSummary, type VendorProfileResponse } from '@dhub/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../access/actor.js';
import type { Database } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { cities, countries, services, states, storeFiles, stores, users } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { toSessionUser } from '../../access/session-user.js';
import { publicFileUrl } from '../../storage/urls.js';

const serviceRef = alias(services, 'service_ref');

// The profile is read on every page load: its three queries as named prepared statements.
const statements = preparedPerDatabase((db) => ({
  vendor: db
    .select()
    .from(users)
    .where(and(eq(users.id, sql.placeholder('userId')), eq(users.role, 'vendor')))
    .prepare('profile_vendor'),
  stores: db
    .select({
      store: stores,
      service: { _id: serviceRef.id, name: serviceRef.name, kind: serviceRef.kind },
      country: { _id: countries.id, name: countries.name },
      state: { _id: states.id, name: states.name },
      city: { _id: cities.id, name: cities.name },
    })
    .from(stores)
    .innerJoin(serviceRef, eq(serviceRef.id, stores.serviceId))
    .innerJoin(countries, eq(countries.id, stores.countryId))
    .innerJoin(states, eq(states.id, stores.stateId))
    .innerJoin(cities, eq(cities.id, stores.cityId))
    .where(eq(stores.vendorId, sql.placeholder('vendorId')))
    .orderBy(desc(stores.createdAt))
    .prepare('profile_stores'),
  images: db
    .select({ storeId: storeFiles.storeId, field: storeFiles.field, key: storeFiles.storageKey })
    .from(storeFiles)
    .where(
      and(sql`${storeFiles.storeId} = any(${sql.placeholder('storeIds')}::uuid[])`, inArray(storeFiles.field, ['logo', 'banner_image'])),
    )
    .prepare('profile_store_images'),
}));

/** Logo and banner URLs of the given stores, by store id. */
async function storeImages(db: Database, storeIds: string[]) {
  const images = new Map<string, { logo: string | null; bannerImage: string | null }>();
  if (storeIds.length === 0) return images;
  const rows = await statements(db).images.execute({ storeIds });
  for (const row of rows) {
    const entry = images.get(row.storeId) ?? { logo: null, bannerImage: null };
    if (row.field === 'logo') entry.logo = publicFileUrl(row.key);
    else entry.bannerImage = publicFileUrl(row.key);
    images.set(row.storeId, entry);
  }
  return images;
}

/** The signed-in vendor and their stores (newest first), with names for every id. */
export async function getVendorProfile(db: Database, { actor }: { actor: Actor }): Promise<VendorProfileResponse> {
  const [user] = await statements(db).vendor.execute({ userId: actor.userId });
  if (!user) throw new HttpError(401, 'unauthorized'); // account removed since the access check

  const rows = await statements(db).stores.execute({ vendorId: user.id });
  const images = await storeImages(
    db,
    rows.map((row) => row.store.id),
  );

  const storeSummaries: StoreSummary[] = rows.map(({ store, service, country, state, city }) => ({
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
    logo: images.get(store.id)?.logo ?? null,
    bannerImage: images.get(store.id)?.bannerImage ?? null,
    shopOpenOrClose: store.shopOpen,
    createdAt: store.createdAt.toISOString(),
  }));

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
