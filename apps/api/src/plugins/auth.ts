import type { UserRole } from '@dhub/contract';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
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
    /** A session token (HS256 JWT) of these claims, with its issue time and expiry. */
    signSessionToken(claims: Omit<TokenClaims, 'iat'>): string;
    /** The claims of the request's Bearer token, its signature and expiry checked; throws a fast-jwt TokenError. */
    sessionClaims(request: FastifyRequest): TokenClaims;
  }
}

const BEARER = /^Bearer +(\S+)$/i;

/**
 * Session tokens (HS256 JWTs), signed and verified by fast-jwt functions built once; the verifier
 * keeps the claims of the tokens it verified (LRU, until their expiry, at most 10 minutes).
 * @fastify/jwt's `request.jwtVerify()` merged its options, decoded the token and ran a callback
 * chain at every request (~80 µs of an API call). `request.actor` is set per route by the access
 * check (access/resolve-actor).
 */
export async function registerAuth(app: FastifyInstance, options: { secret: string; expiresIn: string }): Promise<void> {
  const sign = createSigner({ key: options.secret, algorithm: 'HS256', expiresIn: options.expiresIn });
  const verify = createVerifier({ key: options.secret, algorithms: ['HS256'], cache: true });
  app.decorate('signSessionToken', (claims: Omit<TokenClaims, 'iat'>) => sign({ ...claims }));
  app.decorate('sessionClaims', (request: FastifyRequest): TokenClaims => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw new TokenError(TokenError.codes.malformed, 'No Bearer token.');
    return verify(token) as TokenClaims;
  });
  app.decorateRequest('actor', null);
}
