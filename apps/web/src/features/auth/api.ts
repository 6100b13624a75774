import { API_PATHS, MESSAGES, type LoginRequest, type LoginResponse } from '@dhub/contract';
import { apiRequest } from '../../api/client';
import type { Session } from './session';

/**
 * Spec §4/§5/§8: success only on status 200 with a token, else 'Invalid response from
 * server'. Failure: the server's message, else the error's own message, else 'Login failed'.
 */
export async function login(credentials: LoginRequest): Promise<{ session: Session; message: string }> {
  let status: number;
  let data: Partial<LoginResponse> | undefined;
  try {
    ({ status, data } = await apiRequest<Partial<LoginResponse>>(API_PATHS.vendorLogin, { body: credentials }));
  } catch (error) {
    throw new Error(error instanceof Error && error.message ? error.message : MESSAGES.loginFailed, { cause: error });
  }
  if (status !== 200 || !data?.token || !data.user) throw new Error(MESSAGES.invalidResponse);
  return { session: { token: data.token, user: data.user }, message: data.message ?? MESSAGES.loginSuccess };
}
