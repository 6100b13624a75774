import {
  DELIVERY_BOY_DOCUMENTS,
  DELIVERY_BOY_MESSAGES as M,
  needsLicence,
  type AddDeliveryBoyValues,
  type DeliveryBoyDocumentKind,
  type EditDeliveryBoyValues,
} from '@dhub/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import { ownStoreIds } from '../../access/actor.js';
import { catalogueLookups } from '../../db/catalogue-schema.js';
import type { Database, Executor } from '../../db/client.js';
import { deliveryBoyDocuments, deliveryBoys } from '../../db/delivery-boys-schema.js';
import { oneOf } from '../../db/one-of.js';
import { storeFiles } from '../../db/schema.js';
import { HttpError, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/http-error.js';
import type { FileStorage } from '../../storage/index.js';
import { activeOrderCountSql as activeOrderCount, orderCountSql as orderCount } from './availability.js';
import { keepDocuments, removeFiles, type SentDocument } from './documents.js';
import { readDeliveryBoy } from './delivery-boy-read.js';
import { activeStoreOf } from './store-scope.js';

/** A delivery boy of the actor's stores. */
export const ownDeliveryBoy = (actor: Actor, id: string): SQL =>
  and(eq(deliveryBoys.id, id), oneOf(deliveryBoys.storeId, ownStoreIds(actor)))!;

/** The stored form of the details. */
const detailsRow = (fields: EditDeliveryBoyValues) => ({
  name: fields.name,
  phone: fields.phone,
  email: fields.email ?? null,
  vehicleType: fields.vehicleType,
  vehicleNumber: fields.vehicleNumber ?? null,
  zoneId: fields.zoneId ?? null,
  licenceNumber: fields.licenceNumber ?? null,
  identityType: fields.identityType,
  identityNumber: fields.identityNumber,
  onDuty: fields.onDuty,
});

/** The zone must be one of the zones lookup (400 on the field otherwise). */
async function checkZone(db: Executor, zoneId: string | undefined): Promise<void> {
  if (!zoneId) return;
  const [zone] = await db
    .select({ id: catalogueLookups.id })
    .from(catalogueLookups)
    .where(and(eq(catalogueLookups.id, zoneId), eq(catalogueLookups.type, 'zone')));
  if (!zone) throw HttpError.onField(400, 'unknownZone', 'zoneId');
}

/** The documents a delivery boy must have: a copy of its identity, and of its licence with a motor vehicle. */
function checkRequired(fields: EditDeliveryBoyValues, has: (kind: DeliveryBoyDocumentKind) => boolean): void {
  if (!has('identity')) throw HttpError.onField(400, 'identityDocumentNeeded', DELIVERY_BOY_DOCUMENTS.identity);
  if (needsLicence(fields.vehicleType) && !has('licence')) throw HttpError.onField(400, 'licenceNeeded', DELIVERY_BOY_DOCUMENTS.licence);
}

/** The unique (store, phone) index decides between two delivery boys of one phone number. */
async function uniquePhone<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new HttpError(409, 'deliveryBoyPhoneTaken');
    throw error;
  }
}

/**
 * One transaction: the row and its documents, the files moved into storage inside it. On failure
 * the files already moved are removed; after success, the files the documents replaced.
 */
async function withFiles<T>(
  db: Database,
  storage: FileStorage,
  work: (tx: Executor, moved: string[]) => Promise<[T, string[]]>,
): Promise<T> {
  const moved: string[] = [];
  let result: [T, string[]];
  try {
    result = await db.transaction((tx) => work(tx, moved));
  } catch (error) {
    await removeFiles(storage, moved);
    throw error;
  }
  await removeFiles(storage, result[1]);
  return result[0];
}

export async function addDeliveryBoy(
  db: Database,
  storage: FileStorage,
  { fields, documents }: { fields: AddDeliveryBoyValues; documents: SentDocument[] },
) {
  await checkZone(db, fields.zoneId);
  checkRequired(fields, (kind) => documents.some((document) => document.kind === kind));
  const id = await withFiles(db, storage, async (tx, moved) => {
    const [row] = await uniquePhone(() =>
      tx
        .insert(deliveryBoys)
        .values({ storeId: fields.storeId, ...detailsRow(fields) })
        .returning({ id: deliveryBoys.id }),
    );
    return [row!.id, await keepDocuments(tx, storage, { storeId: fields.storeId, deliveryBoyId: row!.id, documents, moved })];
  });
  return { message: M.deliveryBoyAdded, deliveryBoy: await readDeliveryBoy(db, eq(deliveryBoys.id, id)) };
}

/** The delivery boy's store, for a change: 404 when not the actor's, 403 when the store is suspended. */
async function storeForChange(db: Executor, actor: Actor, where: SQL): Promise<string> {
  const [row] = await db.select({ storeId: deliveryBoys.storeId }).from(deliveryBoys).where(where);
  if (!row) throw new HttpError(404, 'deliveryBoyNotFound');
  return activeStoreOf(actor, row.storeId).id;
}

export async function editDeliveryBoy(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  id: string,
  { fields, documents }: { fields: EditDeliveryBoyValues; documents: SentDocument[] },
) {
  const where = ownDeliveryBoy(actor, id);
  const storeId = await storeForChange(db, actor, where);
  await checkZone(db, fields.zoneId);
  const kept = await db
    .select({ kind: deliveryBoyDocuments.kind })
    .from(deliveryBoyDocuments)
    .where(eq(deliveryBoyDocuments.deliveryBoyId, id));
  checkRequired(fields, (kind) => kept.some((document) => document.kind === kind) || documents.some((document) => document.kind === kind));
  await withFiles(db, storage, async (tx, moved) => {
    await uniquePhone(() =>
      tx
        .update(deliveryBoys)
        .set({ ...detailsRow(fields), updatedAt: sql`now()` })
        .where(where),
    );
    return [undefined, await keepDocuments(tx, storage, { storeId, deliveryBoyId: id, documents, moved })];
  });
  return { message: M.deliveryBoySaved, deliveryBoy: await readDeliveryBoy(db, where) };
}

export async function setDuty(db: Database, actor: Actor, id: string, onDuty: boolean) {
  const where = ownDeliveryBoy(actor, id);
  await storeForChange(db, actor, where);
  await db
    .update(deliveryBoys)
    .set({ onDuty, updatedAt: sql`now()` })
    .where(where);
  return { message: onDuty ? M.deliveryBoyOnDuty : M.deliveryBoyOffDuty, deliveryBoy: await readDeliveryBoy(db, where) };
}

export async function activate(db: Database, actor: Actor, id: string) {
  const where = ownDeliveryBoy(actor, id);
  await storeForChange(db, actor, where);
  await db
    .update(deliveryBoys)
    .set({ status: 'active', deactivatedAt: null, updatedAt: sql`now()` })
    .where(where);
  return { message: M.deliveryBoyActivated, deliveryBoy: await readDeliveryBoy(db, where) };
}

/**
 * No new orders for it. Refused while it delivers one (deliver or reassign it first). Its row is
 * locked first, as an assignment locks it, so neither can slip past the other's check.
 */
export async function deactivate(db: Database, actor: Actor, id: string) {
  const where = ownDeliveryBoy(actor, id);
  await storeForChange(db, actor, where);
  await db.transaction(async (tx) => {
    await tx.select({ id: deliveryBoys.id }).from(deliveryBoys).where(where).for('update');
    const [boy] = await tx.select({ activeOrders: activeOrderCount }).from(deliveryBoys).where(where);
    if (boy && boy.activeOrders > 0) throw new HttpError(409, 'deliveryBoyHasActiveOrders');
    await tx
      .update(deliveryBoys)
      .set({ status: 'inactive', deactivatedAt: sql`coalesce(${deliveryBoys.deactivatedAt}, now())`, updatedAt: sql`now()` })
      .where(where);
  });
  return { message: M.deliveryBoyDeactivated, deliveryBoy: await readDeliveryBoy(db, where) };
}

/** Only one never given an order (the orders name it), with its documents' files. */
export async function removeDeliveryBoy(db: Database, storage: FileStorage, actor: Actor, id: string) {
  const where = ownDeliveryBoy(actor, id);
  const keys = await db.transaction(async (tx) => {
    const [boy] = await tx.select({ orders: orderCount }).from(deliveryBoys).where(where).for('update');
    if (!boy) throw new HttpError(404, 'deliveryBoyNotFound');
    if (boy.orders > 0) throw new HttpError(409, 'deliveryBoyHasOrders');
    const files = await tx
      .select({ id: storeFiles.id, key: storeFiles.storageKey })
      .from(deliveryBoyDocuments)
      .innerJoin(storeFiles, eq(storeFiles.id, deliveryBoyDocuments.fileId))
      .where(eq(deliveryBoyDocuments.deliveryBoyId, id));
    await tx.delete(deliveryBoys).where(where);
    for (const file of files) await tx.delete(storeFiles).where(eq(storeFiles.id, file.id));
    return files.map((file) => file.key);
  });
  await removeFiles(storage, keys);
  return { message: M.deliveryBoyDeleted };
}
