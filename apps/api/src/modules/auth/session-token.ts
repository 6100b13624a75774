import type { LoginResponse, SessionUser } from '@dhub/contract';
import type { FastifyReply } from 'fastify';

/** A session token (JWT) for the user, under its password's current stamp (access/password-stamp.ts). */
export function signSession(reply: FastifyReply, user: Pick<SessionUser, '_id' | 'role'>, passwordStamp: number | null): string {
  return reply.server.signSessionToken({ sub: user._id, role: user.role, pwd: passwordStamp ?? 0 });
}

/** The answer of a sign-in (or a sign-up): the session's token and user. */
export const sessionAnswer = (
  reply: FastifyReply,
  { user, passwordStamp }: { user: SessionUser; passwordStamp: number | null },
  message: string,
): LoginResponse => ({ token: signSession(reply, user, passwordStamp), message, user });
