// Split point: zod, the contract's login endpoint and the API client load in their own chunk,
// fetched when the visitor focuses the form (the login page stays within its first-load budget).
import { authEndpoints, MESSAGES, type LoginRequest, type TwoStepChallenge } from '@dhub/contract';
import { isApiError } from '../../api/ApiError';
import { callWithStatus } from '../../api/call';
import { translateCode } from '../../i18n';
import type { Session } from '../../session/session';

export { loginRequestSchema } from '@dhub/contract';

/** A sign-in's outcome: the session, or (two-step sign-in on) the challenge of the code e-mailed to the account. */
export type LoginOutcome = { session: Session; message: string } | { twoStep: TwoStepChallenge };

/**
 * Spec §4/§5/§8: success only on status 200 with a token, else 'Invalid response from server' (or,
 * beyond the spec, 200 with `twoStep`: the password was right and a code is on its way).
 * Failure: the server's message (by its code, translated), else the error's own message, else 'Login failed'.
 */
export async function login(credentials: LoginRequest): Promise<LoginOutcome> {
  let answer: Awaited<ReturnType<typeof callWithStatus<typeof authEndpoints.vendorLogin>>>;
  try {
    answer = await callWithStatus(authEndpoints.vendorLogin, { body: credentials });
  } catch (error) {
    const text = isApiError(error) && error.code ? translateCode(error.code) : error instanceof Error && error.message;
    throw new Error(text || translateCode('loginFailed'), { cause: error });
  }
  const { status, data } = answer;
  if (status === 200 && data && 'twoStep' in data && data.twoStep?.challengeToken) return { twoStep: data.twoStep };
  if (status !== 200 || !data || !('token' in data) || !data.token || !data.user) throw new Error(translateCode('invalidResponse'));
  return { session: { token: data.token, user: data.user }, message: data.message ?? MESSAGES.loginSuccess };
}
