import fastifyJwt from '@fastify/jwt';
import type { UserRole } from '@dhub/contract';
import type { FastifyInstance } from 'fastify';

export interface TokenClaims {
  sub: string;
  role: UserRole;
  /** Issued at (seconds), set when signing. */
  iat?: number;
  /** The password's stamp when the token was issued (access/password-stamp.ts; 0: never changed). */
  pwd?: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

/** JWT signing and verification; `request.actor` is set per route by the access check (access/resolve-actor). */
export async function registerAuth(app: FastifyInstance, options: { secret: string; expiresIn: string }): Promise<void> {
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { algorithm: 'HS256', expiresIn: options.expiresIn },
    verify: { algorithms: ['HS256'] },
  });
  app.decorateRequest('actor', null);
}
