import { z } from 'zod';
import { messageResponseSchema } from '../common.js';
import { LIMITS } from '../constants.js';
import { DOCUMENT_EXTENSIONS } from '../constants.js';
import { defineEndpoints } from '../http/endpoint.js';
import type { FilePart } from '../http/endpoint.js';
import { DELIVERY_BOY_DOCUMENTS } from './constants.js';
import {
  addDeliveryBoyFieldsSchema,
  assignDeliveryBoySchema,
  deliveryBoyDetailSchema,
  deliveryBoyDocumentParamsSchema,
  deliveryBoyIdParamsSchema,
  deliveryBoyListQuerySchema,
  deliveryBoyPageSchema,
  deliveryOrderParamsSchema,
  dutyBodySchema,
  editDeliveryBoyFieldsSchema,
  orderDeliverySchema,
} from './schemas.js';

const document = (name: string, description: string): FilePart => ({
  name,
  extensions: DOCUMENT_EXTENSIONS,
  maxCount: 1,
  maxBytes: LIMITS.fileMaxBytes,
  required: false,
  description,
});
const DOCUMENTS = [
  document(
    DELIVERY_BOY_DOCUMENTS.licence,
    'A copy of the driving licence: required with a motor vehicle (on an edit, replaces the kept one)',
  ),
  document(DELIVERY_BOY_DOCUMENTS.identity, 'A copy of the identity document: required when adding (on an edit, replaces the kept one)'),
] as const;

const saved = messageResponseSchema.extend({ deliveryBoy: deliveryBoyDetailSchema });
const BOY = { 404: ['deliveryBoyNotFound'] } as const;
const WRITE = { 400: ['fileContentMismatch'], 403: ['storeNotActive'], 409: ['deliveryBoyPhoneTaken'] } as const;

/** A store's delivery boys (riders): their details and documents, whether they can take an order now, and who delivers an order. */
export const deliveryBoyEndpoints = defineEndpoints('deliveryBoys', 'delivery boys', {
  list: {
    method: 'GET',
    path: '/vendor/delivery_boys/getalldeliveryboys',
    access: 'vendor',
    summary: "The delivery boys of the vendor's stores, by name, with their availability now",
    query: deliveryBoyListQuerySchema,
    response: deliveryBoyPageSchema,
  },
  add: {
    method: 'POST',
    path: '/vendor/delivery_boys/adddeliveryboy',
    access: 'vendor',
    summary: 'A new delivery boy of one of the stores that deliver, with the copies of their documents',
    description: 'The phone number is unique in the store. Documents are private: only the store reads them back.',
    multipart: { fields: addDeliveryBoyFieldsSchema, files: DOCUMENTS, maxTotalBytes: 2 * LIMITS.fileMaxBytes },
    status: 201,
    response: saved,
    errors: { ...WRITE, 404: ['shopNotFound'], 409: ['deliveryBoyPhoneTaken', 'storeDoesNotDeliver'] },
  },
  detail: {
    method: 'GET',
    path: '/vendor/delivery_boys/getdeliveryboybyid/:id',
    access: 'vendor',
    summary: 'One delivery boy with the orders they are delivering now',
    params: deliveryBoyIdParamsSchema,
    response: deliveryBoyDetailSchema,
    errors: BOY,
  },
  update: {
    method: 'POST',
    path: '/vendor/delivery_boys/updatedeliveryboy/:id',
    access: 'vendor',
    summary: "Replace a delivery boy's details; a document sent replaces the one kept",
    params: deliveryBoyIdParamsSchema,
    multipart: { fields: editDeliveryBoyFieldsSchema, files: DOCUMENTS, maxTotalBytes: 2 * LIMITS.fileMaxBytes },
    response: saved,
    errors: { ...WRITE, ...BOY },
  },
  setDuty: {
    method: 'POST',
    path: '/vendor/delivery_boys/duty/:id',
    access: 'vendor',
    summary: 'On duty (can be given orders) or off duty (offline)',
    params: deliveryBoyIdParamsSchema,
    body: dutyBodySchema,
    response: saved,
    errors: { ...BOY, 403: ['storeNotActive'] },
  },
  deactivate: {
    method: 'POST',
    path: '/vendor/delivery_boys/deactivate/:id',
    access: 'vendor',
    summary: 'Give a delivery boy no more orders (kept with the history of their orders)',
    params: deliveryBoyIdParamsSchema,
    response: saved,
    errors: { ...BOY, 403: ['storeNotActive'], 409: ['deliveryBoyHasActiveOrders'] },
  },
  activate: {
    method: 'POST',
    path: '/vendor/delivery_boys/activate/:id',
    access: 'vendor',
    summary: 'A deactivated delivery boy can be given orders again',
    params: deliveryBoyIdParamsSchema,
    response: saved,
    errors: { ...BOY, 403: ['storeNotActive'] },
  },
  remove: {
    method: 'DELETE',
    path: '/vendor/delivery_boys/deletedeliveryboy/:id',
    access: 'vendor',
    summary: 'Delete a delivery boy never given an order, with their documents (one with orders is deactivated instead)',
    params: deliveryBoyIdParamsSchema,
    response: messageResponseSchema,
    errors: { ...BOY, 409: ['deliveryBoyHasOrders'] },
  },
  document: {
    method: 'GET',
    path: '/vendor/delivery_boys/document/:id/:kind',
    access: 'vendor',
    summary: "A delivery boy's document (licence or identity), only to the vendor of its store",
    params: deliveryBoyDocumentParamsSchema,
    response: z.string().meta({ format: 'binary' }),
    produces: 'application/octet-stream',
    errors: { 404: ['deliveryBoyNotFound', 'documentNotFound'] },
  },
  orderDelivery: {
    method: 'GET',
    path: '/vendor/delivery_boys/order/:orderId',
    access: 'vendor',
    summary: 'Who delivers an order of the vendor’s stores, and whether one can be given to it now',
    params: deliveryOrderParamsSchema,
    response: orderDeliverySchema,
    errors: { 404: ['orderNotFound'] },
  },
  assign: {
    method: 'POST',
    path: '/vendor/delivery_boys/assign',
    access: 'vendor',
    summary: 'Give an order that is ready or out for delivery to an available, active delivery boy of its store (replaces the one it had)',
    body: assignDeliveryBoySchema,
    response: messageResponseSchema.extend({ delivery: orderDeliverySchema }),
    errors: {
      403: ['storeNotActive'],
      404: ['orderNotFound', 'deliveryBoyNotFound'],
      409: ['orderNotAssignable', 'deliveryBoyOtherStore', 'deliveryBoyInactive', 'deliveryBoyOffline', 'deliveryBoyBusy'],
    },
  },
});
