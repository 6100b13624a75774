import { pincodeKey, type customerEndpoints, type EndpointArgs } from '@dhub/contract';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { masterProducts, storeItems, storeItemVariations } from '../../db/catalogue-schema.js';
import type { Database } from '../../db/client.js';
import { nameContains } from '../../db/text-search.js';
import { services, stores } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';

type StoresQuery = EndpointArgs<typeof customerEndpoints.stores>['query'];
type ItemsQuery = EndpointArgs<typeof customerEndpoints.storeItems>['query'];

const paise = (column: unknown) => sql<number>`round(${column} * 100)::int`;

/** Stores a customer can order from now: approved, open and not paused, selling products (not bookings); by name. */
export async function listOrderableStores(db: Database, query: StoresQuery) {
  const where = and(
    eq(stores.status, 'approved'),
    eq(stores.shopOpen, true),
    sql`(${stores.pausedUntil} is null or ${stores.pausedUntil} <= now())`,
    ne(services.kind, 'booking'),
    query.pincode
      ? // The stored pincodes compared as pincodeKey compares them (no spaces or dashes, lower case).
        sql`(${stores.deliveryPincodes} = '[]'::jsonb or exists (select 1 from jsonb_array_elements_text(${stores.deliveryPincodes}) p
          where lower(regexp_replace(p, '[[:space:]-]+', '', 'g')) = ${pincodeKey(query.pincode)}))`
      : undefined,
    nameContains(stores.name, query.searchQuery),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        _id: stores.id,
        name: stores.name,
        kind: services.kind,
        address: stores.address,
        deliveryCharge: sql<number>`coalesce(${paise(stores.deliveryCharge)}, 0)`,
        deliveryPincodes: stores.deliveryPincodes,
      })
      .from(stores)
      .innerJoin(services, eq(services.id, stores.serviceId))
      .where(where)
      .orderBy(asc(stores.name), asc(stores.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(stores).innerJoin(services, eq(services.id, stores.serviceId)).where(where),
  ]);
  return { items: rows, page: query.page, limit: query.limit, total: total?.n ?? 0 };
}

/** A store's products on sale (available, with stock of their own or of a variation), by name, with their variations. */
export async function listStoreProducts(db: Database, storeId: string, query: ItemsQuery) {
  const [store] = await db.select({ status: stores.status }).from(stores).where(eq(stores.id, storeId));
  if (!store || store.status !== 'approved') throw new HttpError(404, 'shopNotFound');
  const inStock = sql`(${storeItems.stock} > 0 or exists (select 1 from ${storeItemVariations} v where v.item_id = ${storeItems.id} and v.stock > 0))`;
  const where = and(
    eq(storeItems.storeId, storeId),
    eq(storeItems.isAvailable, true),
    inStock,
    nameContains(masterProducts.name, query.searchQuery),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        _id: storeItems.id,
        name: masterProducts.name,
        image: sql<string | null>`coalesce(${storeItems.images}->>0, ${masterProducts.images}->>0)`,
        price: paise(storeItems.price),
        stock: storeItems.stock,
      })
      .from(storeItems)
      .innerJoin(masterProducts, eq(masterProducts.id, storeItems.masterProductId))
      .where(where)
      .orderBy(asc(masterProducts.name), asc(storeItems.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(storeItems).innerJoin(masterProducts, eq(masterProducts.id, storeItems.masterProductId)).where(where),
  ]);
  const variations = rows.length
    ? await db
        .select({
          _id: storeItemVariations.id,
          itemId: storeItemVariations.itemId,
          name: storeItemVariations.name,
          price: paise(storeItemVariations.price),
          stock: storeItemVariations.stock,
        })
        .from(storeItemVariations)
        .where(
          inArray(
            storeItemVariations.itemId,
            rows.map((row) => row._id),
          ),
        )
        .orderBy(asc(storeItemVariations.createdAt))
    : [];
  return {
    items: rows.map((row) => ({
      ...row,
      variations: variations.filter((variation) => variation.itemId === row._id).map(({ itemId: _itemId, ...variation }) => variation),
    })),
    page: query.page,
    limit: query.limit,
    total: total?.n ?? 0,
  };
}
