/** User-facing texts of product orders (the customer's side and the vendor's inbox). */
export const ORDER_MESSAGES = {
  orderNotFound: 'This order was not found.',
  orderStatusChanged: 'This order has already moved on: it cannot be changed this way any more. Refresh to see its status.',
  orderCancelled: 'Order cancelled.',
  prepTimeRange: 'Preparation time must be a whole number of minutes from 5 to 180.',
  quantityRange: 'Quantity must be a whole number from 1 to 99.',
  orderLinesRange: 'An order has 1 to 50 products.',
  orderLineRepeated: 'Each product and variation can be in an order only once.',
  productUnavailable: 'A product of this order is no longer sold by this store.',
  outOfStock: 'A product of this order does not have enough stock.',
  shopNotFound: 'This store was not found.',
  storeNotOrderable: 'This store is not taking orders now.',
  pincodeNotServed: 'This store does not deliver to this pincode.',
} as const;
