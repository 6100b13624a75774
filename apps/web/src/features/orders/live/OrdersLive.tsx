import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { bookingEventMessageSchema, orderEndpoints, orderEventMessageSchema } from '@dhub/contract';
import { followEvents } from '../../../api/eventStream';
import { invalidateAll, queryKeys } from '../../../api/queries';
import { i18n } from '../../../i18n';
import { toast } from '../../../lib/toast';
import { ordersKey } from '../api';
import { ORDERS_NS, useOrderStrings } from '../i18n';
import { readyAudioOnFirstGesture, ringNewOrder } from './sound';
import { useNewOrderCount } from './useNewOrderCount';

const COUNT_PREFIX = /^\(\d+\) /;
/** The bookings' and the schedule's queries (their features' endpoint groups: this one imports neither). */
const BOOKINGS_KEY = queryKeys.group('bookings');
const SCHEDULE_KEY = queryKeys.group('schedule');

/**
 * Always on in the signed-in layout: follows the vendor's order stream, so every orders and bookings
 * screen reads again when an order or booking arrives or changes (and after a reconnection, to catch
 * up); a new order or booking also rings and says so; the tab's title starts with the number of orders to accept.
 */
export default function OrdersLive() {
  const client = useQueryClient();
  useOrderStrings();
  const waiting = useNewOrderCount();

  useEffect(readyAudioOnFirstGesture, []);
  useEffect(
    () =>
      followEvents(orderEndpoints.events, {}, (event) => {
        if (event.event === 'ready' || event.event === 'order') void invalidateAll(client, [ordersKey]);
        // The bookings screens and the schedule's calendar (places taken) read again too.
        if (event.event === 'ready' || event.event === 'booking') {
          void invalidateAll(client, [BOOKINGS_KEY, SCHEDULE_KEY]);
        }
        const order = orderEventMessageSchema.safeParse(event.data);
        if (event.event === 'order' && order.success && order.data.placed) {
          ringNewOrder();
          // i18n.t, not the hook's t: the stream stays open when the language changes.
          toast.info(i18n.t('live.newOrder', { ns: ORDERS_NS, number: order.data.number }));
        }
        const booking = bookingEventMessageSchema.safeParse(event.data);
        if (event.event === 'booking' && booking.success && booking.data.placed) {
          ringNewOrder();
          toast.info(i18n.t('live.newBooking', { ns: ORDERS_NS, number: booking.data.number }));
        }
      }),
    [client],
  );

  useEffect(() => {
    const base = document.title.replace(COUNT_PREFIX, '');
    document.title = waiting ? `(${waiting}) ${base}` : base;
    return () => {
      document.title = document.title.replace(COUNT_PREFIX, '');
    };
  }, [waiting]);
  return null;
}
