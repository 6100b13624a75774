import fastifyJwt from '@fastify/jwt';
import { MESSAGES, type UserRole } from '@dhub/contract';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../lib/http-error.js';

export interface TokenClaims {
  sub: string;
  role: UserRole;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

export async function registerAuth(app: FastifyInstance, options: { secret: string; expiresIn: string }): Promise<void> {
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { algorithm: 'HS256', expiresIn: options.expiresIn },
    verify: { algorithms: ['HS256'] },
  });
}

/** preHandler: a valid Bearer token, else 401 (expired tokens get the session-expired text). */
export async function authenticate(request: FastifyRequest): Promise<void> {
  try {
    await request.jwtVerify();
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new HttpError(401, code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED' ? MESSAGES.sessionExpired : MESSAGES.unauthorized);
  }
  if (typeof request.user?.sub !== 'string' || !request.user.role) throw new HttpError(401, MESSAGES.unauthorized);
}

/** preHandlers for a route only the given role may call. */
export function requireRole(role: UserRole): preHandlerAsyncHookHandler[] {
  const checkRole: preHandlerAsyncHookHandler = async (request) => {
    if (request.user.role !== role) throw new HttpError(403, MESSAGES.unauthorized);
  };
  return [authenticate, checkRole];
}
