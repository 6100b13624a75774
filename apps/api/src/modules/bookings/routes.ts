import { BOOKING_MESSAGES, bookingEndpoints, customerBookingEndpoints, scheduleEndpoints } from '@dhub/contract';
import { ownStoreIds, type Actor } from '../../access/actor.js';
import { featureRoutes } from '../../http/route.js';
import { customerView } from '../../sales/customer-view.js';
import { readAvailability } from './availability.js';
import { listBookings } from './booking-list.js';
import { customerBookingStore, ownBookingStore } from './booking-store.js';
import { cancelUnconfirmedBookings } from './expiry.js';
import { placeBooking } from './place-booking.js';
import { addClosure, readSchedule, removeClosure, saveSchedule } from './schedule-service.js';
import { actOnBooking, cancelBookingByCustomer, ofCustomer, ofStores, readScopedBooking } from './transitions.js';

const vendorScope = (actor: Actor, storeId?: string) => ofStores(ownStoreIds(actor, storeId));

export const bookingRoutes = featureRoutes((route, { db }) => {
  route(bookingEndpoints.list, async ({ actor, query }) => {
    const storeIds = ownStoreIds(actor, query.storeId);
    const scope = ofStores(storeIds);
    await cancelUnconfirmedBookings(db, scope);
    return listBookings(db, scope, query, storeIds);
  });
  route(bookingEndpoints.detail, ({ actor, params }) => readScopedBooking(db, vendorScope(actor), params.id));
  route(bookingEndpoints.act, ({ actor, params, body }) => actOnBooking(db, vendorScope(actor), params.id, body));

  route(scheduleEndpoints.get, ({ actor, params }) => readSchedule(db, ownBookingStore(actor, params.storeId)));
  route(scheduleEndpoints.save, ({ actor, params, body }) => saveSchedule(db, ownBookingStore(actor, params.storeId), body));
  route(scheduleEndpoints.addClosure, ({ actor, params, body }) => addClosure(db, ownBookingStore(actor, params.storeId), body));
  route(scheduleEndpoints.removeClosure, ({ actor, params }) => removeClosure(db, ownStoreIds(actor), params.id));
  route(scheduleEndpoints.availability, ({ actor, params, query }) =>
    readAvailability(db, ownBookingStore(actor, params.storeId), query.from, query.days),
  );

  route(customerBookingEndpoints.slots, async ({ params, query }) => {
    await customerBookingStore(db, params.storeId);
    return readAvailability(db, params.storeId, query.from, query.days);
  });
  route(customerBookingEndpoints.place, async ({ actor, body }) => customerView(await placeBooking(db, actor.userId, body)));
  route(customerBookingEndpoints.list, async ({ actor, query }) => {
    const scope = ofCustomer(actor.userId);
    await cancelUnconfirmedBookings(db, scope);
    const { counts: _counts, ...page } = await listBookings(db, scope, query);
    return page;
  });
  route(customerBookingEndpoints.get, async ({ actor, params }) =>
    customerView(await readScopedBooking(db, ofCustomer(actor.userId), params.id)),
  );
  route(customerBookingEndpoints.cancel, async ({ actor, params, body }) => ({
    message: BOOKING_MESSAGES.bookingCancelled,
    booking: customerView(await cancelBookingByCustomer(db, actor.userId, params.id, body.reason)),
  }));
});
