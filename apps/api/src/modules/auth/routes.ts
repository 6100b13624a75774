import { API_PATHS, MESSAGES, type UserRole } from '@dhub/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-types.js';
import type { Database } from '../../db/client.js';
import { adminLoginSchema, vendorLoginSchema } from './schema.js';
import { login } from './service.js';

/** Path of the operator sign-in (not in the spec's catalogue; later issues use an admin token). */
export const ADMIN_LOGIN_PATH = '/admin/auth/login';

function loginHandler(db: Database, role: UserRole) {
  return async (request: FastifyRequest<{ Body: { email: string; password: string } }>, reply: FastifyReply) => {
    const user = await login(db, { ...request.body, ip: request.ip, role });
    const token = await reply.jwtSign({ sub: user._id, role: user.role });
    return { token, message: MESSAGES.loginSuccess, user };
  };
}

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post(API_PATHS.vendorLogin, { schema: vendorLoginSchema }, loginHandler(db, 'vendor'));
  app.post(ADMIN_LOGIN_PATH, { schema: adminLoginSchema }, loginHandler(db, 'admin'));
};
