import type { FastifyReply, FastifyRequest } from 'fastify';
import { ownStoreIds, type Actor } from '../../access/actor.js';
import type { OpenStreams } from '../../access/open-streams.js';
import { answerEventStream } from '../../http/event-stream.js';
import type { OrderFeed } from './live.js';

/** Answers with a server-sent event stream of the stores' orders and bookings, open until the client leaves. */
export function streamOrders(
  { feed, streams }: { feed: OrderFeed; streams: OpenStreams },
  { actor, request, reply }: { actor: Actor; request: FastifyRequest; reply: FastifyReply },
): FastifyReply {
  return answerEventStream({ request, reply, userId: actor.userId, streams }, ({ send, close }) =>
    feed.subscribe({
      storeIds: new Set(ownStoreIds(actor)),
      order: (event) => send('order', event),
      booking: (event) => send('booking', event),
      ready: () => send('ready', {}),
      end: close,
    }),
  );
}
