import { z } from 'zod';
import { idSchema } from '../common.js';
import { booleanField, isoDateTime, minorAmount, requiredPhone, requiredText } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { paginatedSchema, paginationQuerySchema } from '../catalogue/schemas/lists.js';
import { namedItemSchema } from '../lookups/schemas.js';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../orders/constants.js';
import { checkFile } from '../stores/registration/files.js';
import {
  compactCode,
  DELIVERY_BOY_AVAILABILITIES,
  DELIVERY_BOY_DOCUMENT_KINDS,
  DELIVERY_BOY_LIMITS as L,
  DELIVERY_BOY_STATUSES,
  IDENTITY_NUMBER_PATTERNS,
  IDENTITY_TYPES,
  LICENCE_NUMBER_PATTERN,
  needsLicence,
  VEHICLE_NUMBER_PATTERN,
  VEHICLE_TYPES,
} from './constants.js';
import { DELIVERY_BOY_MESSAGES as M } from './messages.js';

const blank = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '');

/** One of a list (a select): blank says required, anything else not in the list is an invalid request. */
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => (blank(value) ? undefined : value),
    z.enum(values, { error: (issue) => (issue.input === undefined ? MESSAGES.fieldRequired : MESSAGES.invalidRequest) }),
  );

/** A registration, licence or identity number as typed (`ka-01 ab 1234`), kept compact in capitals; blank → none. */
const codeText = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? compactCode(value) || undefined : blank(value) ? undefined : value),
    z.string({ error: message }).max(40, message).optional(),
  );

const optionalEmail = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : blank(value) ? undefined : value),
  z
    .string({ error: MESSAGES.invalidEmail })
    .max(L.emailMax, MESSAGES.tooLong)
    .pipe(z.email({ error: MESSAGES.invalidEmail }))
    .optional(),
);

/** A delivery boy as the store writes it (multipart text parts, or a form's strings). */
const deliveryBoyFields = z.object({
  name: requiredText(L.nameMax),
  phone: requiredPhone,
  email: optionalEmail,
  vehicleType: choice(VEHICLE_TYPES),
  vehicleNumber: codeText(M.vehicleNumberFormat).meta({ description: 'Required for a motor vehicle (not a bicycle)' }),
  zoneId: z
    .preprocess((value) => (blank(value) ? undefined : value), z.uuid({ error: M.unknownZone }).optional())
    .meta({ description: 'A zone of the zones lookup (`zone/getall`)' }),
  licenceNumber: codeText(M.licenceNumberFormat).meta({ description: 'Required for a motor vehicle' }),
  identityType: choice(IDENTITY_TYPES),
  identityNumber: z.preprocess(
    (value) => (typeof value === 'string' ? compactCode(value) : value),
    z.string({ error: MESSAGES.fieldRequired }).min(1, MESSAGES.fieldRequired).max(40, M.identityNumberFormat),
  ),
  onDuty: booleanField(true).meta({ description: 'Off duty: offline, given no orders' }),
});
type DeliveryBoyFields = z.output<typeof deliveryBoyFields>;

/** The rules across fields, each reported on the field to correct. */
function checkDeliveryBoy(fields: DeliveryBoyFields, context: z.RefinementCtx) {
  const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
  if (fields.vehicleNumber !== undefined && !VEHICLE_NUMBER_PATTERN.test(fields.vehicleNumber))
    issue('vehicleNumber', M.vehicleNumberFormat);
  if (fields.licenceNumber !== undefined && !LICENCE_NUMBER_PATTERN.test(fields.licenceNumber))
    issue('licenceNumber', M.licenceNumberFormat);
  if (needsLicence(fields.vehicleType)) {
    if (fields.vehicleNumber === undefined) issue('vehicleNumber', M.vehicleNumberNeeded);
    if (fields.licenceNumber === undefined) issue('licenceNumber', M.licenceNeeded);
  }
  if (!IDENTITY_NUMBER_PATTERNS[fields.identityType].test(fields.identityNumber)) issue('identityNumber', M.identityNumberFormat);
}

/** A new delivery boy of one of the vendor's stores (multipart: these text parts, and the documents). */
export const addDeliveryBoyFieldsSchema = deliveryBoyFields.extend({ storeId: idSchema }).superRefine(checkDeliveryBoy);
export type AddDeliveryBoyFields = z.input<typeof addDeliveryBoyFieldsSchema>;
export type AddDeliveryBoyValues = z.output<typeof addDeliveryBoyFieldsSchema>;

/** An edit replaces the details (the store stays); a document sent replaces the one kept. */
export const editDeliveryBoyFieldsSchema = deliveryBoyFields.superRefine(checkDeliveryBoy);
export type EditDeliveryBoyFields = z.input<typeof editDeliveryBoyFieldsSchema>;
export type EditDeliveryBoyValues = z.output<typeof editDeliveryBoyFieldsSchema>;

/** Why a document is refused before it is sent (a message text), or null: JPG, JPEG, PNG or PDF of at most 5 MB. */
export const deliveryBoyDocumentProblem = (file: { name: string; size: number }): string | null => checkFile('document', file);

export const deliveryBoyDocumentSchema = z.object({
  kind: z.enum(DELIVERY_BOY_DOCUMENT_KINDS),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: isoDateTime,
});
export type DeliveryBoyDocument = z.infer<typeof deliveryBoyDocumentSchema>;

export const deliveryBoySchema = z.object({
  _id: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  vehicleType: z.enum(VEHICLE_TYPES),
  vehicleNumber: z.string().nullable(),
  zone: namedItemSchema.nullable(),
  licenceNumber: z.string().nullable(),
  identityType: z.enum(IDENTITY_TYPES),
  identityNumber: z.string(),
  status: z.enum(DELIVERY_BOY_STATUSES),
  onDuty: z.boolean(),
  availability: z
    .enum(DELIVERY_BOY_AVAILABILITIES)
    .meta({ description: 'Computed now: offline when off duty, busy with an order to deliver' }),
  activeOrderCount: z.number().int().meta({ description: 'Its orders ready or out for delivery' }),
  orderCount: z.number().int().meta({ description: 'Every order it was given (a delivery boy with orders is deactivated, not deleted)' }),
  documents: z.array(deliveryBoyDocumentSchema),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  deactivatedAt: isoDateTime.nullable(),
});
export type DeliveryBoy = z.infer<typeof deliveryBoySchema>;

/** An order a delivery boy carries now. */
export const deliveryOrderSchema = z.object({
  _id: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  address: z.object({ line1: z.string(), city: z.string(), pincode: z.string() }),
  total: minorAmount,
  paymentMethod: z.enum(PAYMENT_METHODS),
  placedAt: isoDateTime,
  assignedAt: isoDateTime,
});
export type DeliveryOrder = z.infer<typeof deliveryOrderSchema>;

export const deliveryBoyDetailSchema = deliveryBoySchema.extend({ activeOrders: z.array(deliveryOrderSchema) });
export type DeliveryBoyDetail = z.infer<typeof deliveryBoyDetailSchema>;

export const deliveryBoyListQuerySchema = paginationQuerySchema.extend({
  storeId: idSchema.optional().meta({ description: "One of the vendor's stores; default: all of them" }),
  searchQuery: z.string().trim().max(100).optional().meta({ description: 'Part of the name, phone or vehicle number' }),
  status: z.enum(DELIVERY_BOY_STATUSES).optional(),
  availability: z.enum(DELIVERY_BOY_AVAILABILITIES).optional(),
});
export type DeliveryBoyListQuery = z.input<typeof deliveryBoyListQuerySchema>;

export const deliveryBoyPageSchema = paginatedSchema(deliveryBoySchema);
export type DeliveryBoyPage = z.infer<typeof deliveryBoyPageSchema>;

export const deliveryBoyIdParamsSchema = z.object({ id: idSchema });
export const deliveryBoyDocumentParamsSchema = z.object({ id: idSchema, kind: z.enum(DELIVERY_BOY_DOCUMENT_KINDS) });
export const deliveryOrderParamsSchema = z.object({ orderId: idSchema });

export const dutyBodySchema = z.object({ onDuty: z.boolean({ error: MESSAGES.invalidRequest }) });

export const assignDeliveryBoySchema = z.object({
  orderId: idSchema,
  deliveryBoyId: z.uuid({ error: MESSAGES.fieldRequired }),
});
export type AssignDeliveryBoyBody = z.input<typeof assignDeliveryBoySchema>;

/** Who delivers an order, and whether one can be given to it now. */
export const orderDeliverySchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  storeId: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  assignable: z.boolean().meta({ description: 'The order is ready or out for delivery' }),
  deliveryBoy: z
    .object({
      _id: z.string(),
      name: z.string(),
      phone: z.string(),
      vehicleType: z.enum(VEHICLE_TYPES),
      vehicleNumber: z.string().nullable(),
    })
    .nullable(),
  assignedAt: isoDateTime.nullable(),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;
