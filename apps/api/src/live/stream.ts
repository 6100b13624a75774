import { LIVE_READY_EVENT } from '@dhub/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../access/actor.js';
import type { OpenStreams } from '../access/open-streams.js';
import { answerEventStream } from '../http/event-stream.js';
import type { LiveFeed } from './feed.js';

/** Answers with the account's server-sent event stream, open until the client leaves or the server closes. */
export function streamLive(
  { feed, streams }: { feed: LiveFeed; streams: OpenStreams },
  { actor, request, reply }: { actor: Actor; request: FastifyRequest; reply: FastifyReply },
): FastifyReply {
  return answerEventStream({ request, reply, userId: actor.userId, streams }, ({ send, close }) =>
    feed.subscribe({
      userId: actor.userId,
      role: actor.role,
      send,
      ready: () => send(LIVE_READY_EVENT, {}),
      end: close,
    }),
  );
}
