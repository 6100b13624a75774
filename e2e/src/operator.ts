import { authEndpoints, endpointUrl, operatorEndpoints, type CatalogueVertical } from '@dhub/contract';
import { apiCall } from './api.js';

/** The marketplace operator, driven through the admin API (its screens are not part of the vendor portal). */
export async function operatorToken(email = 'admin@example.com', password = 'Admin@123'): Promise<string> {
  return (await apiCall<{ token: string }>('POST', authEndpoints.adminLogin.path, undefined, { email, password })).token;
}

/** Approves the pending product request with this name. */
export async function approveRequest(vertical: CatalogueVertical, name: string): Promise<void> {
  const token = await operatorToken();
  const operator = operatorEndpoints(vertical);
  const list = await apiCall<{ items: { _id: string; name: string }[] }>(
    'GET',
    endpointUrl(operator.requests, { query: { status: 'pending', limit: 100 } }),
    token,
  );
  const request = list.items.find((item) => item.name === name);
  if (!request) throw new Error(`no pending request named ${name}`);
  await apiCall('POST', endpointUrl(operator.approveRequest, { params: { id: request._id } }), token, {});
}
