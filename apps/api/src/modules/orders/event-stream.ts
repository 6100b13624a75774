import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerEventStream } from '../../http/event-stream.js';
import type { OrderFeed } from './live.js';

/** Answers with a server-sent event stream of the stores' orders and bookings, open until the client leaves. */
export function streamOrders(feed: OrderFeed, storeIds: readonly string[], request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return answerEventStream(request, reply, ({ send, close }) =>
    feed.subscribe({
      storeIds: new Set(storeIds),
      order: (event) => send('order', event),
      booking: (event) => send('booking', event),
      ready: () => send('ready', {}),
      end: close,
    }),
  );
}
