/** An error answer from the API (or a network failure, status 0). */
export class ApiError extends Error {
  readonly status: number;
  /** The `message` of the JSON error body, when the server sent one. */
  readonly serverMessage: string | undefined;
  /** Field name → message, from a 400 answer. */
  readonly errors: Record<string, string>;

  constructor(status: number, serverMessage: string | undefined, errors: Record<string, string> = {}, fallback?: string) {
    super(serverMessage || fallback || `Request failed with status code ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage || undefined;
    this.errors = errors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's message if any, else the given fallback (spec §8 "server message, else …"). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

/** Builds an ApiError from a parsed (or unparsable) error body. */
export function toApiError(status: number, body: unknown): ApiError {
  const { message, errors } = (body && typeof body === 'object' ? body : {}) as ErrorBody;
  const fieldErrors: Record<string, string> = {};
  if (errors && typeof errors === 'object') {
    for (const [field, text] of Object.entries(errors as Record<string, unknown>)) {
      if (typeof text === 'string') fieldErrors[field] = text;
    }
  }
  return new ApiError(status, typeof message === 'string' ? message : undefined, fieldErrors);
}
