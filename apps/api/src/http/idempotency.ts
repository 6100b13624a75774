import { createHash } from 'node:crypto';
import { IDEMPOTENCY_HEADER, isIdempotencyKey } from '@dhub/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error.js';

/** The request's Idempotency-Key: one valid value, or none (400 on the header when malformed or repeated). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? '' : header.trim();
  if (!key || !isIdempotencyKey(key)) throw HttpError.onField(400, 'invalidRequest', IDEMPOTENCY_HEADER);
  return key;
}

/** A digest of what a request asks, stored beside its key: the same key with another body is refused (idempotencyKeyReused). */
export const requestDigestOf = (parts: readonly unknown[]): string => createHash('sha256').update(JSON.stringify(parts)).digest('hex');
