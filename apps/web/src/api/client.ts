import { API_PREFIX } from '@dhub/contract';

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
