import type { FastifyReply, FastifyRequest } from 'fastify';

/** A comment this often keeps an idle stream open through proxies and load balancers. */
const KEEP_ALIVE_MS = 20_000;

/** What a stream's source is given: how to send an event, and how to end the stream. */
export interface EventStream {
  send: (event: string, data: unknown) => void;
  close: () => void;
}

/**
 * Answers with a server-sent event stream, open until the client leaves or the source ends it.
 * `subscribe` starts the source and answers how to stop it; it is stopped once, whoever ends first.
 */
export function answerEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
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
  const close = () => {
    clearInterval(keepAlive);
    unsubscribe();
    if (!raw.writableEnded) raw.end();
  };
  raw.on('error', close);
  request.raw.on('close', close);
  unsubscribe = subscribe({ send, close });
  return reply;
}
