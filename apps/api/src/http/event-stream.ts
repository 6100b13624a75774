import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OpenStreams } from '../access/open-streams.js';

/** A comment this often keeps an idle stream open through proxies and load balancers. */
const KEEP_ALIVE_MS = 20_000;

/** What a stream's source is given: how to send an event, and how to end the stream. */
export interface EventStream {
  send: (event: string, data: unknown) => void;
  close: () => void;
}

/**
 * Answers with a server-sent event stream of the account `userId`, open until the client leaves,
 * the source ends it or the account's access changes (`streams`). `subscribe` starts the source and
 * answers how to stop it; it is stopped once, whoever ends first.
 */
export function answerEventStream(
  { request, reply, userId, streams }: { request: FastifyRequest; reply: FastifyReply; userId: string; streams: OpenStreams },
  subscribe: (stream: EventStream) => () => void,
): FastifyReply {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and its kind would otherwise buffer the stream.
    'x-accel-buffering': 'no',
  });
  const send = (event: string, data: unknown) => raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  let unsubscribe = () => {};
  let forget = () => {};
  const close = () => {
    clearInterval(keepAlive);
    unsubscribe();
    forget();
    if (!raw.writableEnded) raw.end();
  };
  raw.on('error', close);
  request.raw.on('close', close);
  forget = streams.add(userId, close);
  unsubscribe = subscribe({ send, close });
  return reply;
}
