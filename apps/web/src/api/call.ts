import { endpointUrl, type EndpointInput, type EndpointOutput, type EndpointSpec } from '@dhub/contract';
import { ApiError, toApiError } from './ApiError';
import { API_BASE, authHeaders, handleFailedStatus, parseJson, type ApiResponse } from './client';
import { uploadForm } from './upload';

export interface CallOptions {
  signal?: AbortSignal;
  /** The answer, already asked for (by index.html's head script: api/earlyProfile.ts), to read instead of fetching. */
  answer?: Promise<Response>;
  /** Extra request headers (e.g. a payout request's Idempotency-Key). */
  headers?: Record<string, string>;
}

/**
 * Calls an endpoint of the contract: its method and path, the input's path parameters, query and
 * JSON body, the Bearer token when the endpoint is not public. Non-2xx answers throw an ApiError
 * (a 401 of a signed-in call signs the user out).
 */
export async function call<E extends EndpointSpec>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointOutput<E>> {
  return (await callWithStatus(endpoint, input, options)).data;
}

/** `call`, with the answer's status (the sign-in checks it, spec §5). */
export async function callWithStatus<E extends EndpointSpec>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<ApiResponse<EndpointOutput<E>>> {
  const auth = endpoint.access !== 'public';
  const { body } = input as { body?: unknown };
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders(auth), ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const url = `${API_BASE}${endpointUrl(endpoint, input)}`;
  let response: Response;
  try {
    response = await (options.answer ??
      fetch(url, {
        method: endpoint.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: options.signal,
      }));
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, undefined, {}, error instanceof Error ? error.message : undefined);
  }
  const data = parseJson(await response.text());
  if (!response.ok) {
    handleFailedStatus(response.status, auth);
    throw toApiError(response.status, data);
  }
  return { status: response.status, data: data as EndpointOutput<E> };
}

/** Sends a multipart endpoint's form (with upload progress); same errors as `call`. */
export async function upload<E extends EndpointSpec>(
  endpoint: E,
  input: Omit<EndpointInput<E>, 'body'> & { form: FormData },
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<ApiResponse<EndpointOutput<E>>> {
  return uploadForm<EndpointOutput<E>>(endpointUrl(endpoint, input), input.form, { ...options, auth: endpoint.access !== 'public' });
}

/** Fetches a non-JSON answer (e.g. a CSV export) as a file: its blob and the name the server gives it. */
export async function download<E extends EndpointSpec>(
  endpoint: E,
  input: EndpointInput<E>,
): Promise<{ blob: Blob; fileName: string | null }> {
  const auth = endpoint.access !== 'public';
  const response = await fetch(`${API_BASE}${endpointUrl(endpoint, input)}`, {
    method: endpoint.method,
    headers: { Accept: endpoint.produces ?? '*/*', ...authHeaders(auth) },
  });
  if (!response.ok) {
    handleFailedStatus(response.status, auth);
    throw toApiError(response.status, parseJson(await response.text()));
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}
