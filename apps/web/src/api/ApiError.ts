import type { MessageCode } from '@dhub/contract';

/** A code as the API sends it (the contract's whole table stays out of the login page: an unknown code just has no translation). */
const isMessageCode = (value: unknown): value is MessageCode => typeof value === 'string' && /^[A-Za-z]+$/.test(value);

/** An error answer from the API (or a network failure, status 0). */
export class ApiError extends Error {
  readonly status: number;
  /** The stable code of the error body (a key of the contract's API_MESSAGES), when the server sent one. */
  readonly code: MessageCode | undefined;
  /** Field name → code, from a 400 answer. */
  readonly fieldCodes: Record<string, MessageCode>;
  /** The parsed answer, for an endpoint whose error status has its own body (`otherResponses`, e.g. a CSV import report). */
  readonly body: unknown;

  constructor(
    status: number,
    code: MessageCode | undefined,
    fieldCodes: Record<string, MessageCode> = {},
    fallback?: string,
    body?: unknown,
  ) {
    super(fallback ?? code ?? `Request failed with status code ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldCodes = fieldCodes;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

interface ErrorBody {
  code?: unknown;
  fieldCodes?: unknown;
}

/** Builds an ApiError from a parsed (or unparsable) error body `{code, message, errors?, fieldCodes?}`. */
export function toApiError(status: number, body: unknown): ApiError {
  const { code, fieldCodes } = (body && typeof body === 'object' ? body : {}) as ErrorBody;
  const fields: Record<string, MessageCode> = {};
  if (fieldCodes && typeof fieldCodes === 'object') {
    for (const [field, fieldCode] of Object.entries(fieldCodes as Record<string, unknown>)) {
      if (isMessageCode(fieldCode)) fields[field] = fieldCode;
    }
  }
  return new ApiError(status, isMessageCode(code) ? code : undefined, fields, undefined, body);
}
