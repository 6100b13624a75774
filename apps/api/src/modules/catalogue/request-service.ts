import {
  EDITABLE_REQUEST_STATUSES,
  isEditableRequest,
  type CatalogueStatus,
  type CatalogueVertical,
  type Paginated,
  type ProductRequest,
} from '@dhub/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { StoreScope } from '../../access/actor.js';
import type { Database, Executor } from '../../db/client.js';
import { nameContains } from '../../db/text-search.js';
import { productRequests, storeItems } from '../../db/catalogue-schema.js';
import { stores } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { hasListingRoom } from '../../plans/listing-limit.js';
import { insertMaster, type MasterProductInput } from './master-service.js';
import { requestDescriptionJson, type ProductDescription } from './product-query.js';
import { iso, offsetOf } from '../../db/paging.js';
import { checkStoreImages } from './images.js';
import { checkProductRefs } from './references.js';
import { checkActive, ownStoreIds, type OwnerScope } from './scope.js';
import { notifyStoreOwner } from '../../notify/notify.js';

export interface RequestInput extends MasterProductInput {
  price: number;
  mrp?: number;
  stock: number;
}

function requestColumns() {
  return {
    _id: productRequests.id,
    storeId: productRequests.storeId,
    storeName: stores.name,
    productDescription: requestDescriptionJson(productRequests),
    price: productRequests.price,
    mrp: productRequests.mrp,
    stock: productRequests.stock,
    status: productRequests.status,
    reason: productRequests.reason,
    masterProductId: productRequests.masterProductId,
    createdAt: productRequests.createdAt,
    updatedAt: productRequests.updatedAt,
  };
}

type RequestRow = {
  _id: string;
  productDescription: ProductDescription;
  storeId: string;
  storeName: string;
  price: number;
  mrp: number | null;
  stock: number;
  status: CatalogueStatus;
  reason: string | null;
  masterProductId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

function toRequest(row: RequestRow): ProductRequest {
  return {
    _id: row._id,
    storeId: row.storeId,
    storeName: row.storeName,
    ...row.productDescription,
    price: row.price,
    mrp: row.mrp,
    stock: row.stock,
    status: row.status,
    reason: row.reason,
    masterProductId: row.masterProductId,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

const REQUEST_SORT_COLUMNS = {
  createdAt: productRequests.createdAt,
  updatedAt: productRequests.updatedAt,
  name: productRequests.name,
} as const;

type RequestListQuery = { page: number; limit: number; searchQuery?: string; status?: CatalogueStatus } & {
  sort: keyof typeof REQUEST_SORT_COLUMNS;
  order: 'asc' | 'desc';
};

const selectRequests = (db: Executor) =>
  db.select(requestColumns()).from(productRequests).innerJoin(stores, eq(stores.id, productRequests.storeId)).$dynamic();

/** A vertical's requests (the operator's view), or one store's. */
export async function listRequests(
  db: Database,
  { vertical, storeId, query }: { vertical: CatalogueVertical; storeId?: string; query: RequestListQuery },
): Promise<Paginated<ProductRequest>> {
  const where = and(
    eq(productRequests.vertical, vertical),
    storeId ? eq(productRequests.storeId, storeId) : undefined,
    query.status ? eq(productRequests.status, query.status) : undefined,
    nameContains(productRequests.name, query.searchQuery),
  );
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    selectRequests(db)
      .where(where)
      .orderBy(direction(REQUEST_SORT_COLUMNS[query.sort]), direction(productRequests.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(productRequests).where(where),
  ]);
  return { items: rows.map((row) => toRequest(row as RequestRow)), page: query.page, limit: query.limit, total: total?.n ?? 0 };
}

async function getRequest(db: Executor, where: ReturnType<typeof and>): Promise<ProductRequest> {
  const [row] = await selectRequests(db).where(where);
  if (!row) throw new HttpError(404, 'requestNotFound');
  return toRequest(row as RequestRow);
}

/** A request of one of the vendor's stores of the vertical; 404 for anything else, 403 when the store is not active. */
export async function getOwnedRequest(db: Executor, scope: OwnerScope & { id: string }): Promise<ProductRequest> {
  const storeIds = ownStoreIds(scope);
  if (!storeIds.length) throw new HttpError(404, 'requestNotFound');
  const request = await getRequest(db, and(eq(productRequests.id, scope.id), inArray(productRequests.storeId, storeIds)));
  checkActive(scope, request.storeId);
  return request;
}

export async function createRequest(db: Database, { store, input }: { store: StoreScope; input: RequestInput }): Promise<ProductRequest> {
  await checkProductRefs(db, { vertical: store.vertical, refs: input });
  await checkStoreImages(db, { storeId: store.id, urls: input.images });
  const [row] = await db
    .insert(productRequests)
    .values({ ...input, description: input.description ?? null, mrp: input.mrp ?? null, storeId: store.id, vertical: store.vertical })
    .returning({ id: productRequests.id });
  return getRequest(db, eq(productRequests.id, row!.id));
}

export async function updateRequest(
  db: Database,
  scope: OwnerScope & { id: string; input: Partial<RequestInput> },
): Promise<ProductRequest> {
  const { vertical, id, input } = scope;
  const current = await getOwnedRequest(db, scope);
  if (!isEditableRequest(current.status)) throw new HttpError(409, 'requestNotPending');
  const price = input.price ?? current.price;
  const mrp = input.mrp ?? current.mrp;
  if (mrp !== null && mrp < price) throw HttpError.onField(400, 'mrpBelowPrice', 'mrp');
  const categoryChanged = input.categoryId !== undefined;
  const merged = {
    categoryId: input.categoryId ?? current.category?._id,
    subcategoryId: input.subcategoryId ?? (categoryChanged ? undefined : current.subcategory?._id),
    childCategoryId: input.childCategoryId ?? (categoryChanged || input.subcategoryId ? undefined : current.childCategory?._id),
    brandId: input.brandId ?? current.brand?._id,
    unitId: input.unitId ?? current.unit?._id,
    attributes: input.attributes ?? current.attributes,
  };
  await checkProductRefs(db, { vertical, refs: merged });
  // Photos it already has stay (a seeded request's catalogue pictures too); each new one must be the store's upload.
  await checkStoreImages(db, { storeId: current.storeId, urls: input.images?.filter((url) => !current.images.includes(url)) });
  await db
    .update(productRequests)
    .set({
      ...input,
      // A rejected request changed is sent again: pending, its reason gone.
      status: 'pending',
      reason: null,
      subcategoryId: merged.subcategoryId ?? null,
      childCategoryId: merged.childCategoryId ?? null,
      updatedAt: sql`now()`,
    })
    // The status check again in the update: a review between the read and the write wins.
    .where(and(eq(productRequests.id, id), inArray(productRequests.status, [...EDITABLE_REQUEST_STATUSES])));
  return getRequest(db, eq(productRequests.id, id));
}

async function pendingForReview(db: Executor, { vertical, id }: { vertical: CatalogueVertical; id: string }) {
  const [row] = await db
    .select()
    .from(productRequests)
    .where(and(eq(productRequests.id, id), eq(productRequests.vertical, vertical)))
    .for('update');
  if (!row) throw new HttpError(404, 'requestNotFound');
  if (row.status !== 'pending') throw new HttpError(409, 'requestNotPending');
  return row;
}

/** Operator: the product joins the master catalogue and, within its plan's listing limit, the requester's list (its price and stock). */
export async function approveRequest(db: Database, { vertical, id }: { vertical: CatalogueVertical; id: string }): Promise<ProductRequest> {
  await db.transaction(async (tx) => {
    const request = await pendingForReview(tx, { vertical, id });
    const masterProductId = await insertMaster(tx, {
      vertical,
      input: {
        name: request.name,
        description: request.description ?? undefined,
        categoryId: request.categoryId,
        subcategoryId: request.subcategoryId ?? undefined,
        childCategoryId: request.childCategoryId ?? undefined,
        brandId: request.brandId ?? undefined,
        unitId: request.unitId ?? undefined,
        images: request.images,
        attributes: request.attributes,
      },
    });
    // Listed only within the store's plan (else it is in the catalogue, for the vendor to add after an upgrade).
    if (await hasListingRoom(tx, request.storeId)) {
      await tx
        .insert(storeItems)
        .values({
          storeId: request.storeId,
          masterProductId,
          price: request.price,
          mrp: request.mrp ?? request.price,
          stock: request.stock,
        })
        .onConflictDoNothing();
    }
    await tx
      .update(productRequests)
      .set({ status: 'approved', reason: null, masterProductId, reviewedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(productRequests.id, id));
    await notifyStoreOwner(tx, request.storeId, { type: 'requestApproved', params: { name: request.name } });
  });
  return getRequest(db, eq(productRequests.id, id));
}

export async function rejectRequest(
  db: Database,
  { vertical, id, reason }: { vertical: CatalogueVertical; id: string; reason: string },
): Promise<ProductRequest> {
  await db.transaction(async (tx) => {
    const request = await pendingForReview(tx, { vertical, id });
    await tx
      .update(productRequests)
      .set({ status: 'rejected', reason, reviewedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(productRequests.id, id));
    await notifyStoreOwner(tx, request.storeId, { type: 'requestRejected', params: { name: request.name, reason } });
  });
  return getRequest(db, eq(productRequests.id, id));
}
