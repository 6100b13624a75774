import { API_PREFIX, storeEndpoints, authEndpoints } from '@dhub/contract';
import type { App } from '../../src/app.js';

export const api = (path: string) => `${API_PREFIX}${path}`;

export function login(app: App, email: string, password: string, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: api(authEndpoints.vendorLogin.path), payload: { email, password }, remoteAddress });
}

export async function loginToken(app: App, email: string, password: string): Promise<string> {
  const response = await login(app, email, password);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

export function getProfile(app: App, token?: string) {
  return app.inject({
    method: 'GET',
    url: api(storeEndpoints.vendorProfile.path),
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
}
