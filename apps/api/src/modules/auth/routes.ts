import { authEndpoints, MESSAGES, type UserRole } from '@dhub/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addressKey } from '../../http/rate-limit.js';
import { featureRoutes } from '../../http/route.js';
import { login } from './service.js';

export const authRoutes = featureRoutes((route, { db }) => {
  const signIn =
    (role: UserRole) =>
    async ({ body, request, reply }: { body: { email: string; password: string }; request: FastifyRequest; reply: FastifyReply }) => {
      const user = await login(db, { ...body, ip: addressKey(request.ip), role });
      const token = await reply.jwtSign({ sub: user._id, role: user.role });
      return { token, message: MESSAGES.loginSuccess, user };
    };
  route(authEndpoints.vendorLogin, signIn('vendor'));
  route(authEndpoints.adminLogin, signIn('admin'));
});
