import { API_MESSAGES, codeOfText, type MessageCode } from '@dhub/contract';
import type { z } from 'zod';

/**
 * An expected failure: the status, the message code and, per field, the codes of the field errors.
 * The client gets `{code, message, errors?, fieldCodes?}` (texts from the contract's messages).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: MessageCode,
    readonly fieldCodes?: Readonly<Record<string, MessageCode>>,
  ) {
    super(API_MESSAGES[code]);
    this.name = 'HttpError';
  }

  /** The same error for each field (e.g. `{ image: code }`). */
  static onField(statusCode: number, code: MessageCode, field: string): HttpError {
    return new HttpError(statusCode, code, { [field]: code });
  }

  /** 400 for fields a schema refused outside the route's own validation (a multipart body's text parts): each field's first message. */
  static fromZod(error: z.ZodError): HttpError {
    const fieldCodes: Record<string, MessageCode> = {};
    for (const issue of error.issues) {
      const field = String(issue.path[0] ?? 'form');
      fieldCodes[field] ??= codeOfText(issue.message) ?? 'invalidRequest';
    }
    return new HttpError(400, Object.values(fieldCodes)[0] ?? 'invalidRequest', fieldCodes);
  }
}

/** The PostgreSQL error code of a failed query (drizzle wraps driver errors in `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const PG_UNIQUE_VIOLATION = '23505';
