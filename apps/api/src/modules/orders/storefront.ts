import type { customerEndpoints, EndpointArgs } from '@dhub/contract';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { masterProducts, storeItems, storeItemVariations } from '../../db/catalogue-schema.js';
import type { Database } from '../../db/client.js';
import { offsetOf, pageOf } from '../../db/paging.js';
import { nameContains } from '../../db/text-search.js';
import { services, stores } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { toMinor } from '../../lib/money.js';
import { deliversTo, takesOrdersNow } from '../../sales/store-rules.js';

type StoresQuery = EndpointArgs<typeof customerEndpoints.stores>['query'];
type ItemsQuery = EndpointArgs<typeof customerEndpoints.storeItems>['query'];

/** Stores a customer can order from now: approved, open and not paused, selling products (not bookings); by name. */
export async function listOrderableStores(db: Database, query: StoresQuery) {
  const where = and(
    takesOrdersNow,
    ne(services.kind, 'booking'),
    query.pincode ? deliversTo(query.pincode) : undefined,
    nameContains(stores.name, query.searchQuery),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        _id: stores.id,
        name: stores.name,
        kind: services.kind,
        address: stores.address,
        deliveryCharge: stores.deliveryCharge,
        deliveryPincodes: stores.deliveryPincodes,
      })
      .from(stores)
      .innerJoin(services, eq(services.id, stores.serviceId))
      .where(where)
      .orderBy(asc(stores.name), asc(stores.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(stores).innerJoin(services, eq(services.id, stores.serviceId)).where(where),
  ]);
  return pageOf(
    query,
    rows.map((row) => ({ ...row, deliveryCharge: toMinor(row.deliveryCharge ?? 0) })),
    total?.n ?? 0,
  );
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
        price: storeItems.price,
        stock: storeItems.stock,
      })
      .from(storeItems)
      .innerJoin(masterProducts, eq(masterProducts.id, storeItems.masterProductId))
      .where(where)
      .orderBy(asc(masterProducts.name), asc(storeItems.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(storeItems).innerJoin(masterProducts, eq(masterProducts.id, storeItems.masterProductId)).where(where),
  ]);
  const variations = rows.length
    ? await db
        .select({
          _id: storeItemVariations.id,
          itemId: storeItemVariations.itemId,
          name: storeItemVariations.name,
          price: storeItemVariations.price,
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
  return pageOf(
    query,
    rows.map((row) => ({
      ...row,
      variations: variations.filter((variation) => variation.itemId === row._id).map(({ itemId: _itemId, ...variation }) => variation),
    })),
    total?.n ?? 0,
  );
}
