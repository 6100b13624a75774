import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OrderFeed } from './live.js';

/** A comment this often keeps an idle stream open through proxies and load balancers. */
const KEEP_ALIVE_MS = 20_000;

/** Answers with a server-sent event stream of the stores' orders and bookings, open until the client leaves. */
export function streamOrders(feed: OrderFeed, storeIds: readonly string[], request: FastifyRequest, reply: FastifyReply): FastifyReply {
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
  // One cleanup, whoever ends the stream first: the client leaving, or the server closing.
  const close = () => {
    clearInterval(keepAlive);
    unsubscribe();
    if (!raw.writableEnded) raw.end();
  };
  raw.on('error', close);
  request.raw.on('close', close);
  unsubscribe = feed.subscribe({
    storeIds: new Set(storeIds),
    order: (event) => send('order', event),
    booking: (event) => send('booking', event),
    ready: () => send('ready', {}),
    end: close,
  });
  return reply;
}
