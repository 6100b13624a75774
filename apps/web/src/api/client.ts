import { API_PREFIX } from '@dhub/contract';
import { toApiError } from './ApiError';
import { ApiError } from './ApiError';

/** Same origin in production; the dev server proxies /v1 to the API. */
export const API_BASE = `${import.meta.env.VITE_API_ORIGIN ?? ''}${API_PREFIX}`;

export interface ApiResponse<T> {
  status: number;
  data: T;
}

type TokenSource = () => string | null;
let tokenSource: TokenSource = () => null;
let onUnauthorized: () => void = () => {};

/** Wires the session into the client (kept apart so the client has no UI dependency). */
export function configureApiClient(options: { getToken: TokenSource; onUnauthorized: () => void }): void {
  tokenSource = options.getToken;
  onUnauthorized = options.onUnauthorized;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Send the bearer token; a 401 answer then signs the user out. */
  auth?: boolean;
  signal?: AbortSignal;
}

export function authHeaders(auth: boolean): Record<string, string> {
  const token = auth ? tokenSource() : null;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Called for every failed answer of an authenticated call. */
export function handleFailedStatus(status: number, auth: boolean): void {
  if (status === 401 && auth) onUnauthorized();
}

export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** JSON request to API_BASE + path; non-2xx answers throw an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const { method = 'POST', body, auth = false, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders(auth) };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, undefined, {}, error instanceof Error ? error.message : undefined);
  }
  const data = parseJson(await response.text());
  if (!response.ok) {
    handleFailedStatus(response.status, auth);
    throw toApiError(response.status, data);
  }
  return { status: response.status, data: data as T };
}
