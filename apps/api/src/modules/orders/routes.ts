import { customerEndpoints, ORDER_MESSAGES, orderEndpoints } from '@dhub/contract';
import { ownStoreIds, type Actor } from '../../access/actor.js';
import { featureRoutes } from '../../http/route.js';
import { customerView } from '../../sales/customer-view.js';
import { rejectExpiredOrders } from './expiry.js';
import { streamOrders } from './event-stream.js';
import { listOrders } from './order-list.js';
import { placeOrder } from './place-order.js';
import { listOrderableStores, listStoreProducts } from './storefront.js';
import { actOnOrder, cancelByCustomer, ofCustomer, ofStores, readScopedOrder } from './transitions.js';

/** The orders a vendor sees: of all its stores, or of the one asked for (another's: none). */
const vendorScope = (actor: Actor, storeId?: string) => ofStores(ownStoreIds(actor, storeId));

export const orderRoutes = featureRoutes((route, { db, orderFeed, openStreams }) => {
  route(orderEndpoints.list, async ({ actor, query }) => {
    const storeIds = ownStoreIds(actor, query.storeId);
    const scope = ofStores(storeIds);
    await rejectExpiredOrders(db, scope);
    return listOrders(db, scope, query, storeIds);
  });
  route(orderEndpoints.events, async (args) => streamOrders({ feed: orderFeed, streams: openStreams }, args));
  route(orderEndpoints.detail, ({ actor, params }) => readScopedOrder(db, vendorScope(actor), params.id));
  route(orderEndpoints.act, ({ actor, params, body }) => actOnOrder(db, vendorScope(actor), params.id, body));

  route(customerEndpoints.stores, ({ query }) => listOrderableStores(db, query));
  route(customerEndpoints.storeItems, ({ params, query }) => listStoreProducts(db, params.storeId, query));
  route(customerEndpoints.placeOrder, async ({ actor, body }) => customerView(await placeOrder(db, actor.userId, body)));
  route(customerEndpoints.orders, async ({ actor, query }) => {
    const scope = ofCustomer(actor.userId);
    await rejectExpiredOrders(db, scope);
    return listOrders(db, scope, query);
  });
  route(customerEndpoints.order, async ({ actor, params }) => customerView(await readScopedOrder(db, ofCustomer(actor.userId), params.id)));
  route(customerEndpoints.cancelOrder, async ({ actor, params, body }) => ({
    message: ORDER_MESSAGES.orderCancelled,
    order: customerView(await cancelByCustomer(db, actor.userId, params.id, body.reason)),
  }));
});
