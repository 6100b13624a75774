import { MESSAGES, type ApiError } from '@dhub/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, pgErrorCode } from '../lib/http-error.js';

/** Fastify / plugin error codes that are the client's fault, with the status and text we answer. */
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: MESSAGES.invalidRequest },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: MESSAGES.invalidRequest },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MESSAGES.invalidRequest },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MESSAGES.invalidRequest },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MESSAGES.payloadTooLarge },
  FST_PARTS_LIMIT: { status: 413, message: MESSAGES.payloadTooLarge },
  FST_FILES_LIMIT: { status: 413, message: MESSAGES.payloadTooLarge },
  FST_FIELDS_LIMIT: { status: 413, message: MESSAGES.payloadTooLarge },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: MESSAGES.fileTooLarge },
  FST_PROTO_VIOLATION: { status: 400, message: MESSAGES.invalidRequest },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: MESSAGES.invalidRequest },
  FST_MP_PREMATURE_CLOSE: { status: 400, message: MESSAGES.invalidRequest },
};

/** Statuses fastify or a plugin may set, with the text we answer instead of theirs. */
const STATUS_MESSAGES: Record<number, string> = {
  401: MESSAGES.unauthorized,
  404: MESSAGES.notFound,
  413: MESSAGES.payloadTooLarge,
  429: MESSAGES.tooManyLoginAttempts,
};

function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').split('/')[0] || 'form';
}

/** Maps any error to a status and a JSON body {message, errors?}; never exposes internals. */
export function toErrorResponse(error: FastifyError | HttpError | Error): { status: number; body: ApiError } {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: { message: error.message, ...(error.errors && { errors: error.errors }) } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string> = {};
    for (const issue of error.validation) errors[fieldOf(issue.instancePath)] ??= issue.message ?? MESSAGES.invalidRequest;
    return { status: 400, body: { message: error.validation[0]?.message ?? MESSAGES.invalidRequest, errors } };
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? CLIENT_ERRORS[fastifyError.code] : undefined;
  if (known) return { status: known.status, body: { message: known.message } };
  // PostgreSQL class 22 (data exception: a value the column cannot hold, a NUL byte in text…).
  if (pgErrorCode(error)?.startsWith('22')) return { status: 400, body: { message: MESSAGES.invalidRequest } };
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    return { status, body: { message: STATUS_MESSAGES[status] ?? MESSAGES.invalidRequest } };
  }
  return { status: 500, body: { message: MESSAGES.serverError } };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send(body);
  });
}
