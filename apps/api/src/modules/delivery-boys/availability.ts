import { DELIVERY_ORDER_STATUSES, type DeliveryBoyAvailability } from '@dhub/contract';
import { sql } from 'drizzle-orm';
import { inWords } from '../../db/literals.js';
import { deliveryBoys } from '../../db/delivery-boys-schema.js';

/** The delivery boy's orders that are ready or out for delivery (its assignments `a`, their orders `o`). */
const activeAssignments = sql`from delivery_assignments a join orders o on o.id = a.order_id
  where a.delivery_boy_id = ${deliveryBoys.id} and ${inWords(sql.raw('o.status'), DELIVERY_ORDER_STATUSES)}`;

/** How many orders it is delivering now. */
export const activeOrderCountSql = sql<number>`(select count(*)::int ${activeAssignments})`;

/** Every order it was ever given. */
export const orderCountSql = sql<number>`(select count(*)::int from delivery_assignments a where a.delivery_boy_id = ${deliveryBoys.id})`;

/** Computed at every read from its switches and its orders' states (never stored, so never stale). */
export const availabilitySql = sql<DeliveryBoyAvailability>`case
  when ${deliveryBoys.status} = 'inactive' or not ${deliveryBoys.onDuty} then 'offline'
  when exists (select 1 ${activeAssignments}) then 'busy'
  else 'available' end`;
