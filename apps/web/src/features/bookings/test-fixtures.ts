import type { Availability, AvailableSlot, BookingDetail, BookingPage, BookingSummary, StoreSummary } from '@dhub/contract';
import { GROCERY_STORE } from '../../test/fixtures';

export const BOOKING_ID = '55555555-5555-4555-8555-555555555555';

/** A store of the vendor that takes bookings. */
export const SALON_STORE: StoreSummary = {
  ...GROCERY_STORE,
  _id: '22222222-2222-4222-8222-222222222222',
  name: 'Glow Salon',
  service: { _id: 'b', name: 'Haircut', kind: 'booking' },
};

export const SLOT_FREE = '66666666-6666-4666-8666-666666666661';
export const SLOT_FULL = '66666666-6666-4666-8666-666666666662';

export function bookingSummary(patch: Partial<BookingSummary> = {}): BookingSummary {
  return {
    _id: BOOKING_ID,
    number: '200042',
    storeId: SALON_STORE._id,
    storeName: SALON_STORE.name,
    serviceName: 'Haircut',
    status: 'pending',
    date: '2026-12-10',
    weekday: 'thursday',
    start: '10:00',
    durationMinutes: 45,
    startsAt: '2026-12-10T04:30:00.000Z',
    customerName: 'Meera Iyer',
    total: 49_900,
    paymentMethod: 'cod',
    paymentStatus: 'pending',
    createdAt: '2026-11-24T10:00:00.000Z',
    ...patch,
  };
}

export function bookingPage(items: BookingSummary[], counts: Partial<BookingPage['counts']> = {}): BookingPage {
  return {
    items,
    page: 1,
    limit: 20,
    total: items.length,
    counts: { upcoming: items.length, inProgress: 0, completed: 0, closed: 0, ...counts },
  };
}

export function bookingDetail(patch: Partial<BookingDetail> = {}): BookingDetail {
  return {
    ...bookingSummary(),
    customer: { _id: 'c2', name: 'Meera Iyer', email: 'meera@example.com', phone: '+919812345678' },
    address: { name: 'Meera Iyer', phone: '+919812345678', line1: '4 Residency Road', city: 'Bengaluru', pincode: '560025' },
    price: 49_900,
    discount: 0,
    couponCode: null,
    note: 'Second floor, flat 21',
    reason: null,
    timeline: [{ status: 'pending', at: '2026-11-24T10:00:00.000Z', by: 'customer', note: null, rescheduledFrom: null }],
    actions: ['confirm', 'cancel', 'reschedule'],
    settlement: null,
    ...patch,
  };
}

export function availableSlot(patch: Partial<AvailableSlot> = {}): AvailableSlot {
  return {
    slotId: SLOT_FREE,
    start: '15:00',
    durationMinutes: 45,
    startsAt: '2026-12-10T09:30:00.000Z',
    capacity: 3,
    booked: 1,
    bookable: true,
    free: true,
    ...patch,
  };
}

/** One day of a store's calendar: a free slot at 15:00 and a full one at 17:00. */
export function availability(date: string): Availability {
  return {
    timeZone: 'Asia/Kolkata',
    days: [
      {
        date,
        weekday: 'thursday',
        closedReason: null,
        slots: [
          availableSlot({ startsAt: `${date}T09:30:00.000Z` }),
          availableSlot({ slotId: SLOT_FULL, start: '17:00', startsAt: `${date}T11:30:00.000Z`, booked: 3, bookable: false, free: false }),
        ],
      },
    ],
  };
}
