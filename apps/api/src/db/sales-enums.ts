import { ORDER_ACTORS, PAYMENT_METHODS, PAYMENT_STATUSES } from '@dhub/contract';
import { pgEnum } from 'drizzle-orm/pg-core';

/** What orders and bookings share: how and whether the customer paid, and who changed their state. */
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);
export const orderActor = pgEnum('order_actor', ORDER_ACTORS);
