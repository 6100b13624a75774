import { bookingEventMessageSchema, orderEventMessageSchema, type BookingEventMessage, type OrderEventMessage } from '@dhub/contract';
import type { Listen } from '../../db/listen.js';

/** The channel the orders and bookings triggers notify (migrations 0018 and 0023; a booking's has kind 'booking'). */
const ORDER_CHANGED_CHANNEL = 'order_changed';

export interface OrderSubscriber {
  storeIds: ReadonlySet<string>;
  order(event: OrderEventMessage): void;
  booking(event: BookingEventMessage): void;
  /** Listening (again): events may have been missed while not. */
  ready(): void;
  /** The server is closing: end the stream (the client reconnects to another instance). */
  end(): void;
}

/**
 * This instance's one LISTEN on the orders channel (orders and bookings), fanned out to its open
 * vendor streams by store. Every instance listens, so an order changed through any of them reaches every screen.
 * Without notifications (none given, or the connection lost) streams get no events until
 * `ready` tells them to read again.
 */
export class OrderFeed {
  private readonly subscribers = new Set<OrderSubscriber>();
  private listening = false;

  subscribe(subscriber: OrderSubscriber): () => void {
    this.subscribers.add(subscriber);
    if (this.listening) subscriber.ready();
    return () => this.subscribers.delete(subscriber);
  }

  /** Ends every open stream (before the server closes: it waits for open requests). */
  endAll(): void {
    for (const subscriber of this.subscribers) subscriber.end();
    this.subscribers.clear();
  }

  private message(payload: string): void {
    const data: unknown = JSON.parse(payload);
    const booking = bookingEventMessageSchema.safeParse(data);
    if (booking.success && (data as { kind?: string }).kind === 'booking') {
      for (const subscriber of this.subscribers) if (subscriber.storeIds.has(booking.data.storeId)) subscriber.booking(booking.data);
      return;
    }
    const order = orderEventMessageSchema.safeParse(data);
    if (!order.success) return;
    for (const subscriber of this.subscribers) if (subscriber.storeIds.has(order.data.storeId)) subscriber.order(order.data);
  }

  private reset(connected: boolean): void {
    this.listening = connected;
    if (connected) for (const subscriber of this.subscribers) subscriber.ready();
  }

  static async start(listen: Listen | undefined): Promise<{ feed: OrderFeed; stop: () => Promise<void> }> {
    const feed = new OrderFeed();
    const unlisten = listen
      ? await listen(ORDER_CHANGED_CHANNEL, { message: (payload) => feed.message(payload), reset: (connected) => feed.reset(connected) })
      : async () => {};
    return { feed, stop: unlisten };
  }
}
