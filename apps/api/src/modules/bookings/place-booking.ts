import type { BookingDetail, customerBookingEndpoints, EndpointArgs } from '@dhub/contract';
import { eq } from 'drizzle-orm';
import { bookingEvents, bookingSchedules, bookings } from '../../db/bookings-schema.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { recordCouponUse, useCoupon } from '../../sales/coupon-use.js';
import { readBooking } from './booking-read.js';
import { customerBookingStore } from './booking-store.js';
import { takeSlotPlace } from './slot-place.js';
import { notifyStoreOwner } from '../../notify/notify.js';

type PlaceBookingBody = EndpointArgs<typeof customerBookingEndpoints.place>['body'];

/** A customer's booking: the store taking bookings, a free place in the slot, the coupon, in one transaction (slot, then coupon). */
export async function placeBooking(db: Database, customerId: string, input: PlaceBookingBody): Promise<BookingDetail> {
  const id = await db.transaction(async (tx) => {
    const store = await customerBookingStore(tx, input.storeId);
    if (!store.open) throw new HttpError(409, 'storeNotBookable');
    const place = await takeSlotPlace(tx, { storeId: input.storeId, slotId: input.slotId, date: input.date, window: 'customer' });
    const [terms] = await tx
      .select({ price: bookingSchedules.price })
      .from(bookingSchedules)
      .where(eq(bookingSchedules.storeId, input.storeId));
    const price = terms!.price;
    const coupon = input.couponCode
      ? await useCoupon(tx, { storeId: input.storeId, customerId, code: input.couponCode, subtotal: price, deliveryCharge: 0 })
      : undefined;
    const discount = coupon?.discount ?? 0;
    const [customer] = await tx.select({ name: users.name, phone: users.phone }).from(users).where(eq(users.id, customerId));
    const [booking] = await tx
      .insert(bookings)
      .values({
        storeId: input.storeId,
        customerId,
        ...place,
        paymentMethod: input.paymentMethod,
        // No gateway here: an online payment is taken as paid when booking (refunded if cancelled).
        paymentStatus: input.paymentMethod === 'online' ? 'paid' : 'pending',
        price,
        discount,
        total: price - discount,
        couponId: coupon?.couponId,
        couponCode: coupon?.code,
        couponKind: coupon?.kind,
        customerName: customer!.name,
        customerPhone: customer!.phone,
        address: input.address,
        note: input.note ?? null,
      })
      .returning({ id: bookings.id, number: bookings.number });
    await tx.insert(bookingEvents).values({ bookingId: booking!.id, status: 'pending', by: 'customer' });
    if (coupon) await recordCouponUse(tx, coupon, customerId, { bookingId: booking!.id });
    await notifyStoreOwner(tx, input.storeId, { type: 'newBooking', params: { number: String(booking!.number) }, about: booking!.id });
    return booking!.id;
  });
  return (await readBooking(db, eq(bookings.id, id)))!;
}
