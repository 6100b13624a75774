import { LIVE_READY_EVENT } from '@dhub/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../access/actor.js';
import type { LiveFeed } from './feed.js';

/** A comment this often keeps an idle stream open through proxies and load balancers. */
const KEEP_ALIVE_MS = 20_000;

/** Answers with the account's server-sent event stream, open until the client leaves or the server closes. */
export function streamLive(feed: LiveFeed, actor: Actor, request: FastifyRequest, reply: FastifyReply): FastifyReply {
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
    userId: actor.userId,
    role: actor.role,
    send,
    ready: () => send(LIVE_READY_EVENT, {}),
    end: close,
  });
  return reply;
}
