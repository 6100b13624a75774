import fastifyJwt from '@fastify/jwt';
import type { UserRole } from '@dhub/contract';
import { createVerifier, TokenError } from 'fast-jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface TokenClaims {
  sub: string;
  role: UserRole;
  /** Issued at (seconds), set when signing. */
  iat?: number;
  /** The password's stamp when the token was issued (access/password-stamp.ts; 0: never changed). */
  pwd?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The claims of the request's Bearer token, its signature and expiry checked; throws a fast-jwt TokenError. */
    sessionClaims(request: FastifyRequest): TokenClaims;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

const BEARER = /^Bearer +(\S+)$/i;

/**
 * JWT signing (@fastify/jwt) and verification; `request.actor` is set per route by the access
 * check (access/resolve-actor). A token is verified by one fast-jwt verifier that keeps the claims
 * of the tokens it verified (LRU, until their expiry, at most 10 minutes): @fastify/jwt's
 * `request.jwtVerify()` merged its options, decoded the token and ran a callback chain at every
 * request (~80 µs of an API call).
 */
export async function registerAuth(app: FastifyInstance, options: { secret: string; expiresIn: string }): Promise<void> {
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { algorithm: 'HS256', expiresIn: options.expiresIn },
    verify: { algorithms: ['HS256'] },
  });
  const verify = createVerifier({ key: options.secret, algorithms: ['HS256'], cache: true });
  app.decorate('sessionClaims', (request: FastifyRequest): TokenClaims => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw new TokenError(TokenError.codes.malformed, 'No Bearer token.');
    return verify(token) as TokenClaims;
  });
  app.decorateRequest('actor', null);
}
