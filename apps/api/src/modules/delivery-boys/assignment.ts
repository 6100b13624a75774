import { DELIVERY_BOY_MESSAGES as M, DELIVERY_ORDER_STATUSES, type OrderDelivery, type OrderStatus } from '@dhub/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import { ownStoreIds } from '../../access/actor.js';
import type { Database, Executor } from '../../db/client.js';
import { deliveryAssignments, deliveryBoys } from '../../db/delivery-boys-schema.js';
import { inWords } from '../../db/literals.js';
import { oneOf } from '../../db/one-of.js';
import { orders } from '../../db/orders-schema.js';
import { iso } from '../../db/paging.js';
import { HttpError } from '../../lib/http-error.js';
import { activeStoreOf } from './store-scope.js';

const isDeliveryStatus = (status: OrderStatus) => (DELIVERY_ORDER_STATUSES as readonly OrderStatus[]).includes(status);

/** Who delivers an order of these stores (404 for another vendor's). */
export async function orderDelivery(db: Executor, storeIds: readonly string[], orderId: string): Promise<OrderDelivery> {
  const [row] = await db
    .select({
      orderId: orders.id,
      number: orders.number,
      storeId: orders.storeId,
      status: orders.status,
      boyId: deliveryBoys.id,
      boyName: deliveryBoys.name,
      boyPhone: deliveryBoys.phone,
      vehicleType: deliveryBoys.vehicleType,
      vehicleNumber: deliveryBoys.vehicleNumber,
      assignedAt: deliveryAssignments.assignedAt,
    })
    .from(orders)
    .leftJoin(deliveryAssignments, eq(deliveryAssignments.orderId, orders.id))
    .leftJoin(deliveryBoys, eq(deliveryBoys.id, deliveryAssignments.deliveryBoyId))
    .where(and(eq(orders.id, orderId), oneOf(orders.storeId, storeIds)));
  if (!row) throw new HttpError(404, 'orderNotFound');
  return {
    orderId: row.orderId,
    orderNumber: String(row.number),
    storeId: row.storeId,
    orderStatus: row.status,
    assignable: isDeliveryStatus(row.status),
    deliveryBoy:
      row.boyId && row.boyName && row.boyPhone && row.vehicleType
        ? { _id: row.boyId, name: row.boyName, phone: row.boyPhone, vehicleType: row.vehicleType, vehicleNumber: row.vehicleNumber }
        : null,
    assignedAt: row.assignedAt ? iso(row.assignedAt) : null,
  };
}

/**
 * Gives an order that is ready or out for delivery to an active, on-duty delivery boy of its store
 * who delivers no other order now. The order's row, then the delivery boy's, are locked first (as
 * deactivating locks it), so two orders given at once to one free delivery boy cannot both pass
 * the "not busy" check: the second waits, then sees the first. The same delivery boy again keeps
 * its time; another replaces it.
 */
export async function assignDeliveryBoy(db: Database, actor: Actor, body: { orderId: string; deliveryBoyId: string }) {
  const storeIds = ownStoreIds(actor);
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ storeId: orders.storeId, status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, body.orderId), oneOf(orders.storeId, storeIds)))
      .for('update');
    if (!order) throw new HttpError(404, 'orderNotFound');
    activeStoreOf(actor, order.storeId);
    if (!isDeliveryStatus(order.status)) throw new HttpError(409, 'orderNotAssignable');
    const [boy] = await tx
      .select({ storeId: deliveryBoys.storeId, status: deliveryBoys.status, onDuty: deliveryBoys.onDuty })
      .from(deliveryBoys)
      .where(and(eq(deliveryBoys.id, body.deliveryBoyId), oneOf(deliveryBoys.storeId, storeIds)))
      .for('update');
    if (!boy) throw new HttpError(404, 'deliveryBoyNotFound');
    if (boy.storeId !== order.storeId) throw new HttpError(409, 'deliveryBoyOtherStore');
    if (boy.status !== 'active') throw new HttpError(409, 'deliveryBoyInactive');
    if (!boy.onDuty) throw new HttpError(409, 'deliveryBoyOffline');
    const [busy] = await tx
      .select({ orderId: deliveryAssignments.orderId })
      .from(deliveryAssignments)
      .innerJoin(orders, eq(orders.id, deliveryAssignments.orderId))
      .where(
        and(
          eq(deliveryAssignments.deliveryBoyId, body.deliveryBoyId),
          ne(deliveryAssignments.orderId, body.orderId),
          inWords(orders.status, DELIVERY_ORDER_STATUSES),
        ),
      )
      .limit(1);
    if (busy) throw new HttpError(409, 'deliveryBoyBusy');
    await tx
      .insert(deliveryAssignments)
      .values({ orderId: body.orderId, deliveryBoyId: body.deliveryBoyId })
      .onConflictDoUpdate({
        target: deliveryAssignments.orderId,
        set: {
          deliveryBoyId: sql`excluded.delivery_boy_id`,
          assignedAt: sql`case when ${deliveryAssignments.deliveryBoyId} = excluded.delivery_boy_id then ${deliveryAssignments.assignedAt} else now() end`,
        },
      });
  });
  return { message: M.deliveryBoyAssigned, delivery: await orderDelivery(db, storeIds, body.orderId) };
}
