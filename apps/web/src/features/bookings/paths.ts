import { ROUTES } from '@dhub/contract';

/** The spec's /all-service-orders (the list) and /all-service-orders/order-details (one booking, its id as `?id=`). */
export const BOOKING_PATHS = { list: ROUTES.bookings, detail: ROUTES.bookingDetails } as const;

export const bookingPath = (id: string) => `${BOOKING_PATHS.detail}?id=${encodeURIComponent(id)}`;
