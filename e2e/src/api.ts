import { API_PREFIX } from '@dhub/contract';
import { baseURL } from './browser.js';

/**
 * Calls the API of the server under test as another party does (the operator, a customer): JSON
 * in and out, a Bearer token when given; a failed answer throws with its status and body.
 */
export async function apiCall<T = unknown>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseURL()}${API_PREFIX}${path}`, {
    method,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
