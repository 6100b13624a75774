import { DELIVERY_ORDER_STATUSES, type DeliveryBoy, type DeliveryBoyDetail, type DeliveryBoyDocument } from '@dhub/contract';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { catalogueLookups } from '../../db/catalogue-schema.js';
import type { Executor } from '../../db/client.js';
import { deliveryAssignments, deliveryBoyDocuments, deliveryBoys } from '../../db/delivery-boys-schema.js';
import { inWords } from '../../db/literals.js';
import { orders } from '../../db/orders-schema.js';
import { iso } from '../../db/paging.js';
import { storeFiles, stores } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { activeOrderCountSql, availabilitySql, orderCountSql } from './availability.js';

const columns = {
  id: deliveryBoys.id,
  storeId: deliveryBoys.storeId,
  storeName: stores.name,
  name: deliveryBoys.name,
  phone: deliveryBoys.phone,
  email: deliveryBoys.email,
  vehicleType: deliveryBoys.vehicleType,
  vehicleNumber: deliveryBoys.vehicleNumber,
  zoneId: deliveryBoys.zoneId,
  zoneName: catalogueLookups.name,
  licenceNumber: deliveryBoys.licenceNumber,
  identityType: deliveryBoys.identityType,
  identityNumber: deliveryBoys.identityNumber,
  status: deliveryBoys.status,
  onDuty: deliveryBoys.onDuty,
  availability: availabilitySql,
  activeOrderCount: activeOrderCountSql,
  orderCount: orderCountSql,
  createdAt: deliveryBoys.createdAt,
  updatedAt: deliveryBoys.updatedAt,
  deactivatedAt: deliveryBoys.deactivatedAt,
};

/** Delivery boys with their store's name and their zone's. */
export const selectDeliveryBoys = (db: Executor) =>
  db
    .select(columns)
    .from(deliveryBoys)
    .innerJoin(stores, eq(stores.id, deliveryBoys.storeId))
    .leftJoin(catalogueLookups, eq(catalogueLookups.id, deliveryBoys.zoneId))
    .$dynamic();

type Row = Awaited<ReturnType<ReturnType<typeof selectDeliveryBoys>['execute']>>[number];

/** The documents of these delivery boys, by delivery boy. */
async function documentsOf(db: Executor, ids: readonly string[]): Promise<Map<string, DeliveryBoyDocument[]>> {
  const byBoy = new Map<string, DeliveryBoyDocument[]>();
  if (ids.length === 0) return byBoy;
  const rows = await db
    .select({
      deliveryBoyId: deliveryBoyDocuments.deliveryBoyId,
      kind: deliveryBoyDocuments.kind,
      fileName: storeFiles.originalName,
      mimeType: storeFiles.mimeType,
      sizeBytes: storeFiles.sizeBytes,
      uploadedAt: storeFiles.createdAt,
    })
    .from(deliveryBoyDocuments)
    .innerJoin(storeFiles, eq(storeFiles.id, deliveryBoyDocuments.fileId))
    .where(inArray(deliveryBoyDocuments.deliveryBoyId, [...ids]))
    .orderBy(asc(deliveryBoyDocuments.kind));
  for (const { deliveryBoyId, uploadedAt, ...document } of rows) {
    const list = byBoy.get(deliveryBoyId) ?? [];
    list.push({ ...document, uploadedAt: iso(uploadedAt) });
    byBoy.set(deliveryBoyId, list);
  }
  return byBoy;
}

/** Rows as the contract answers them, with their documents. */
export async function toDeliveryBoys(db: Executor, rows: readonly Row[]): Promise<DeliveryBoy[]> {
  const documents = await documentsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ id, zoneId, zoneName, createdAt, updatedAt, deactivatedAt, ...row }) => ({
    _id: id,
    ...row,
    zone: zoneId && zoneName !== null ? { _id: zoneId, name: zoneName } : null,
    documents: documents.get(id) ?? [],
    createdAt: iso(createdAt),
    updatedAt: iso(updatedAt),
    deactivatedAt: deactivatedAt ? iso(deactivatedAt) : null,
  }));
}

/** The orders a delivery boy is delivering now, the first given first. */
async function activeOrdersOf(db: Executor, deliveryBoyId: string): Promise<DeliveryBoyDetail['activeOrders']> {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      customerName: orders.customerName,
      customerPhone: orders.customerPhone,
      address: orders.address,
      total: orders.total,
      paymentMethod: orders.paymentMethod,
      placedAt: orders.placedAt,
      assignedAt: deliveryAssignments.assignedAt,
    })
    .from(deliveryAssignments)
    .innerJoin(orders, eq(orders.id, deliveryAssignments.orderId))
    .where(and(eq(deliveryAssignments.deliveryBoyId, deliveryBoyId), inWords(orders.status, DELIVERY_ORDER_STATUSES)))
    .orderBy(asc(deliveryAssignments.assignedAt));
  return rows.map(({ id, number, address, placedAt, assignedAt, ...row }) => ({
    _id: id,
    number: String(number),
    ...row,
    address: { line1: address.line1, city: address.city, pincode: address.pincode },
    placedAt: iso(placedAt),
    assignedAt: iso(assignedAt),
  }));
}

/** The delivery boy matching `where` (its id and the reader's stores) with its active orders; 404 when none. */
export async function readDeliveryBoy(db: Executor, where: SQL): Promise<DeliveryBoyDetail> {
  const [row] = await selectDeliveryBoys(db).where(where);
  if (!row) throw new HttpError(404, 'deliveryBoyNotFound');
  const [deliveryBoy] = await toDeliveryBoys(db, [row]);
  return { ...deliveryBoy!, activeOrders: await activeOrdersOf(db, row.id) };
}
