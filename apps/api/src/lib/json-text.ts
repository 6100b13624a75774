import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text that is already serialised: Fastify sends a string with a JSON content type as
 * is, without the route's response serialiser (the caller answers for its shape).
 */
export function sendJsonText(reply: { type(contentType: string): FastifyReply }, json: string): FastifyReply {
  return reply.type('application/json').send(json);
}
