import { API_MESSAGES, codeOfText, type ApiError, type MessageCode } from '@dhub/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, pgErrorCode } from '../lib/http-error.js';

/** Fastify / plugin error codes that are the client's fault, with the status and code we answer. */
const CLIENT_ERRORS: Record<string, { status: number; code: MessageCode }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'invalidRequest' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'invalidRequest' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'invalidRequest' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalidRequest' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payloadTooLarge' },
  FST_PARTS_LIMIT: { status: 413, code: 'payloadTooLarge' },
  FST_FILES_LIMIT: { status: 413, code: 'payloadTooLarge' },
  FST_FIELDS_LIMIT: { status: 413, code: 'payloadTooLarge' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'fileTooLarge' },
  FST_PROTO_VIOLATION: { status: 400, code: 'invalidRequest' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 'invalidRequest' },
  FST_MP_PREMATURE_CLOSE: { status: 400, code: 'invalidRequest' },
};

/** Statuses fastify or a plugin may set, with the code we answer instead of their text. */
const STATUS_CODES: Record<number, MessageCode> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  413: 'payloadTooLarge',
  429: 'tooManyRequests',
};

function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').split('/')[0] || 'form';
}

function body(code: MessageCode, fieldCodes?: Readonly<Record<string, MessageCode>>): ApiError {
  if (!fieldCodes) return { code, message: API_MESSAGES[code] };
  const errors = Object.fromEntries(Object.entries(fieldCodes).map(([field, fieldCode]) => [field, API_MESSAGES[fieldCode]]));
  return { code, message: API_MESSAGES[code], errors, fieldCodes: { ...fieldCodes } };
}

/** Maps any error to a status and a JSON body {code, message, errors?, fieldCodes?}; never exposes internals. */
export function toErrorResponse(error: FastifyError | HttpError | Error): { status: number; body: ApiError } {
  if (error instanceof HttpError) return { status: error.statusCode, body: body(error.code, error.fieldCodes) };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string> = {};
    const fieldCodes: Record<string, MessageCode> = {};
    for (const issue of error.validation) {
      const field = fieldOf(issue.instancePath);
      if (field in errors) continue;
      errors[field] = issue.message ?? API_MESSAGES.invalidRequest;
      fieldCodes[field] = codeOfText(errors[field]) ?? 'invalidRequest';
    }
    const first = Object.keys(errors)[0]!;
    return { status: 400, body: { code: fieldCodes[first] ?? 'invalidRequest', message: errors[first]!, errors, fieldCodes } };
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? CLIENT_ERRORS[fastifyError.code] : undefined;
  if (known) return { status: known.status, body: body(known.code) };
  // PostgreSQL class 22 (data exception: a value the column cannot hold, a NUL byte in text…).
  if (pgErrorCode(error)?.startsWith('22')) return { status: 400, body: body('invalidRequest') };
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) return { status, body: body(STATUS_CODES[status] ?? 'invalidRequest') };
  return { status: 500, body: body('serverError') };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send(body);
  });
}
