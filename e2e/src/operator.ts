import { API_PREFIX, authEndpoints, endpointUrl, operatorEndpoints, type CatalogueVertical } from '@dhub/contract';
import { baseURL } from './browser.js';

/** The marketplace operator, driven through the admin API (its screens are not part of the vendor portal). */
export async function operatorToken(email = 'admin@example.com', password = 'Admin@123'): Promise<string> {
  const response = await fetch(`${baseURL()}${API_PREFIX}${authEndpoints.adminLogin.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`operator login failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

async function call(token: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${baseURL()}${API_PREFIX}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Approves the pending product request with this name. */
export async function approveRequest(vertical: CatalogueVertical, name: string): Promise<void> {
  const token = await operatorToken();
  const operator = operatorEndpoints(vertical);
  const list = (await call(token, 'GET', endpointUrl(operator.requests, { query: { status: 'pending', limit: 100 } }))) as {
    items: { _id: string; name: string }[];
  };
  const request = list.items.find((item) => item.name === name);
  if (!request) throw new Error(`no pending request named ${name}`);
  await call(token, 'POST', endpointUrl(operator.approveRequest, { params: { id: request._id } }), {});
}
