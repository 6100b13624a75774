import { z } from 'zod';
import { messageResponseSchema } from '../common.js';
import { defineEndpoints } from '../http/endpoint.js';
import { ORDER_LIMITS } from './constants.js';
import {
  customerCancelSchema,
  orderActionSchema,
  orderDetailSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderPageSchema,
  placeOrderSchema,
  storefrontItemSchema,
  storefrontItemsQuerySchema,
  storefrontQuerySchema,
  storefrontStoreSchema,
} from './schemas.js';
import { storeIdParamsSchema } from '../stores/profile.js';
import { paginatedSchema } from '../catalogue/schemas/lists.js';

const ORDER_ERRORS = { 404: ['orderNotFound'], 409: ['orderStatusChanged'] } as const;

/** The vendor's product orders, of all its stores (or of `storeId`). */
export const orderEndpoints = defineEndpoints('orders', 'orders', {
  list: {
    method: 'GET',
    path: '/vendor/orders/getall',
    access: 'vendor',
    summary: "The vendor's orders: a page, with the count of each tab",
    description:
      `A placed order not accepted within ${ORDER_LIMITS.acceptWithinMinutes} minutes is rejected by the system (stock given back) ` +
      'as soon as anything reads it. Newest first unless order=asc.',
    query: orderListQuerySchema,
    response: orderPageSchema,
  },
  detail: {
    method: 'GET',
    path: '/vendor/orders/getOrderById/:id',
    access: 'vendor',
    summary: 'One order: customer, address, products, charges, payment, timeline and the actions allowed now',
    params: orderIdParamsSchema,
    response: orderDetailSchema,
    errors: { 404: ['orderNotFound'] },
  },
  events: {
    method: 'GET',
    path: '/vendor/orders/events',
    access: 'vendor',
    summary: "A live stream (text/event-stream) of the vendor's stores' orders and bookings",
    description:
      "Server-sent events: 'ready' once listening (and again after the server lost its database connection: read " +
      "the inbox again, events may have been missed); 'order' with an OrderEventMessage for each new order and each " +
      "change of state, and 'booking' with a BookingEventMessage for each new booking, change of state and reschedule, " +
      'whoever made it, on whichever API instance; a comment every 20 s keeps idle connections open.',
    produces: 'text/event-stream',
    response: z.string(),
  },
  act: {
    method: 'POST',
    path: '/vendor/orders/update-status/:id',
    access: 'vendor',
    summary: 'Move an order on: accept (with a preparation time), reject or cancel (with a reason), prepare, ready, dispatch, deliver',
    description:
      'Only from the states the action allows (VENDOR_ORDER_ACTIONS): otherwise 409 orderStatusChanged, also when another ' +
      'screen or the customer changed it first. Rejecting or cancelling gives the stock back and refunds an online payment.',
    params: orderIdParamsSchema,
    body: orderActionSchema,
    response: orderDetailSchema,
    errors: ORDER_ERRORS,
  },
});

/** The customer's side: placing, reading and cancelling orders (what the marketplace's app calls). */
export const customerEndpoints = defineEndpoints('customers', 'customers', {
  stores: {
    method: 'GET',
    path: '/customer/stores/getall',
    access: 'customer',
    summary: 'Stores taking orders now (approved, open, not paused), by name; those that deliver to `pincode` when given',
    query: storefrontQuerySchema,
    response: paginatedSchema(storefrontStoreSchema),
  },
  storeItems: {
    method: 'GET',
    path: '/customer/stores/:storeId/items',
    access: 'customer',
    summary: "A store's products on sale (available, in stock), by name, with their variations",
    params: storeIdParamsSchema,
    query: storefrontItemsQuerySchema,
    response: paginatedSchema(storefrontItemSchema),
    errors: { 404: ['shopNotFound'] },
  },
  placeOrder: {
    method: 'POST',
    path: '/customer/orders/place',
    access: 'customer',
    summary: "Order products of a store's list",
    description:
      'Prices are the store’s now; the stock of each product (or variation) is taken at once and never goes below zero ' +
      'under concurrent orders (409 outOfStock, nothing taken). The store must be approved, open and not paused (409 storeNotOrderable) ' +
      'and deliver to the pincode when it lists pincodes (409 pincodeNotServed). A coupon must be the store’s, switched on, ' +
      'within its dates, met by the products’ total and not used up in total or by this customer (checked under concurrent orders).',
    body: placeOrderSchema,
    status: 201,
    response: orderDetailSchema,
    errors: {
      404: ['shopNotFound'],
      409: [
        'storeNotOrderable',
        'pincodeNotServed',
        'productUnavailable',
        'outOfStock',
        'couponInvalid',
        'couponNotActive',
        'couponMinOrder',
        'couponUsedUp',
        'couponCustomerLimit',
      ],
    },
  },
  orders: {
    method: 'GET',
    path: '/customer/orders/getall',
    access: 'customer',
    summary: "The customer's orders, newest first",
    query: orderListQuerySchema,
    response: orderPageSchema,
  },
  order: {
    method: 'GET',
    path: '/customer/orders/getOrderById/:id',
    access: 'customer',
    summary: 'One of the customer’s orders',
    params: orderIdParamsSchema,
    response: orderDetailSchema,
    errors: { 404: ['orderNotFound'] },
  },
  cancelOrder: {
    method: 'POST',
    path: '/customer/orders/cancel/:id',
    access: 'customer',
    summary: 'Cancel an order the store has not accepted yet',
    params: orderIdParamsSchema,
    body: customerCancelSchema,
    response: messageResponseSchema.extend({ order: orderDetailSchema }),
    errors: ORDER_ERRORS,
  },
});
