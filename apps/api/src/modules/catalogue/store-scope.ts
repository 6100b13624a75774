import { CATALOGUE_MESSAGES, CATALOGUE_VERTICALS, type CatalogueVertical } from '@dhub/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { services, stores } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';

export interface StoreScope {
  id: string;
  name: string;
  vertical: CatalogueVertical;
}

const storeColumns = { id: stores.id, name: stores.name, vertical: services.kind };
const storeIdParam = sql`${sql.placeholder('storeId')}::uuid`;
const matchesVertical = and(
  eq(stores.vendorId, sql.placeholder('vendorId')),
  eq(services.kind, sql.placeholder('vertical')),
  sql`(${storeIdParam} is null or ${stores.id} = ${storeIdParam})`,
);

/**
 * The id of the store a call of a vertical acts on (placeholders vendorId, vertical, storeId:
 * null for the oldest), as a subquery: the master search reads it in the same statement as its page.
 */
export const storeOfVerticalSubquery = sql`select ${stores.id} from ${stores}
  inner join ${services} on ${services.id} = ${stores.serviceId}
  where ${matchesVertical} order by ${stores.createdAt}, ${stores.id} limit 1`;

// Every catalogue call of a vertical starts here (parsing and planning this join cost more than running it).
const storeOfVertical = preparedPerDatabase((db) =>
  db
    .select(storeColumns)
    .from(stores)
    .innerJoin(services, eq(services.id, stores.serviceId))
    .where(matchesVertical)
    .orderBy(asc(stores.createdAt), asc(stores.id))
    .limit(1)
    .prepare('vendor_store_of_vertical'),
);

/**
 * The vendor's store a catalogue call acts on: `storeId` when given (it must be the vendor's and
 * of the vertical), else its oldest store of the vertical (or of any catalogue vertical).
 * 404 when there is none: another vendor's store is indistinguishable from a missing one.
 */
export async function resolveStore(
  db: Executor,
  vendorId: string,
  { vertical, storeId }: { vertical?: CatalogueVertical; storeId?: string },
): Promise<StoreScope> {
  let store: { id: string; name: string; vertical: string } | undefined;
  if (vertical) {
    [store] = await storeOfVertical(db).execute({ vendorId, vertical, storeId: storeId ?? null });
  } else {
    [store] = await db
      .select(storeColumns)
      .from(stores)
      .innerJoin(services, eq(services.id, stores.serviceId))
      .where(
        and(eq(stores.vendorId, vendorId), inArray(services.kind, [...CATALOGUE_VERTICALS]), storeId ? eq(stores.id, storeId) : undefined),
      )
      .orderBy(asc(stores.createdAt), asc(stores.id))
      .limit(1);
  }
  if (!store) throw new HttpError(404, CATALOGUE_MESSAGES.storeNotFound);
  return store as StoreScope;
}

/**
 * Ids of the vendor's stores in a vertical (the stores whose items it may touch by id); without a
 * vertical, its stores of every catalogue vertical; `storeId` narrows to that one if it is among them.
 */
export async function vendorStoreIds(db: Executor, vendorId: string, vertical?: CatalogueVertical, storeId?: string): Promise<string[]> {
  const rows = await db
    .select({ id: stores.id })
    .from(stores)
    .innerJoin(services, eq(services.id, stores.serviceId))
    .where(
      and(
        eq(stores.vendorId, vendorId),
        vertical ? eq(services.kind, vertical) : inArray(services.kind, [...CATALOGUE_VERTICALS]),
        storeId ? eq(stores.id, storeId) : undefined,
      ),
    );
  return rows.map((row) => row.id);
}
