import { DELIVERY_BOY_DOCUMENT_KINDS, DELIVERY_BOY_STATUSES, IDENTITY_TYPES, VEHICLE_TYPES } from '@dhub/contract';
import { boolean, index, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { catalogueLookups } from './catalogue-schema.js';
import { orders } from './orders-schema.js';
import { storeFiles, stores } from './schema.js';

export const vehicleType = pgEnum('vehicle_type', VEHICLE_TYPES);
export const deliveryBoyStatus = pgEnum('delivery_boy_status', DELIVERY_BOY_STATUSES);
export const identityType = pgEnum('identity_type', IDENTITY_TYPES);
export const deliveryBoyDocumentKind = pgEnum('delivery_boy_document_kind', DELIVERY_BOY_DOCUMENT_KINDS);

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A rider of a store. Its availability is computed: off duty, busy with an order ready or out for delivery, or available. */
export const deliveryBoys = pgTable(
  'delivery_boys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Normalised (normalizePhone): unique per store. */
    phone: text('phone').notNull(),
    email: text('email'),
    vehicleType: vehicleType('vehicle_type').notNull(),
    vehicleNumber: text('vehicle_number'),
    zoneId: uuid('zone_id').references(() => catalogueLookups.id, { onDelete: 'set null' }),
    licenceNumber: text('licence_number'),
    identityType: identityType('identity_type').notNull(),
    identityNumber: text('identity_number').notNull(),
    status: deliveryBoyStatus('status').notNull().default('active'),
    onDuty: boolean('on_duty').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deactivatedAt: at('deactivated_at'),
  },
  (table) => [
    uniqueIndex('delivery_boys_store_phone_key').on(table.storeId, table.phone),
    index('delivery_boys_store_name_idx').on(table.storeId, table.name, table.id),
  ],
);

/** A delivery boy's document: a private file of its store (`store_files`), one per kind. */
export const deliveryBoyDocuments = pgTable(
  'delivery_boy_documents',
  {
    deliveryBoyId: uuid('delivery_boy_id')
      .notNull()
      .references(() => deliveryBoys.id, { onDelete: 'cascade' }),
    kind: deliveryBoyDocumentKind('kind').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storeFiles.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.deliveryBoyId, table.kind] })],
);

/** Who delivers an order (one delivery boy of its store; giving it to another replaces the row). */
export const deliveryAssignments = pgTable(
  'delivery_assignments',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // No cascade: a delivery boy with orders is deactivated, never deleted.
    deliveryBoyId: uuid('delivery_boy_id')
      .notNull()
      .references(() => deliveryBoys.id),
    assignedAt: at('assigned_at').notNull().defaultNow(),
  },
  (table) => [index('delivery_assignments_boy_idx').on(table.deliveryBoyId, table.assignedAt)],
);
