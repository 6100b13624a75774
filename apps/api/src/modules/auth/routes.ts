import { authEndpoints, CUSTOMER_REGISTRATION_RATE_LIMIT, MESSAGES, type UserRole } from '@dhub/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addressKey, throttle } from '../../http/rate-limit.js';
import { featureRoutes } from '../../http/route.js';
import { registerCustomer } from './customer-service.js';
import { login, type SignedInUser } from './service.js';
import { signSession } from './session-token.js';

const session = async (reply: FastifyReply, { user, passwordStamp }: SignedInUser, message: string) => ({
  token: await signSession(reply, user, passwordStamp),
  message,
  user,
});

export const authRoutes = featureRoutes((route, { db }) => {
  const signIn =
    (role: UserRole) =>
    async ({ body, request, reply }: { body: { email: string; password: string }; request: FastifyRequest; reply: FastifyReply }) =>
      session(reply, await login(db, { ...body, ip: addressKey(request.ip), role }), MESSAGES.loginSuccess);
  route(authEndpoints.vendorLogin, signIn('vendor'));
  route(authEndpoints.adminLogin, signIn('admin'));
  route(authEndpoints.customerLogin, signIn('customer'));
  route(authEndpoints.customerRegister, async ({ body, request, reply }) => {
    const { perAddress, windowMinutes } = CUSTOMER_REGISTRATION_RATE_LIMIT;
    await throttle(db, `customer-register:${addressKey(request.ip)}`, { limit: perAddress, windowMinutes }, 'tooManyRequests');
    return session(reply, { user: await registerCustomer(db, body), passwordStamp: null }, MESSAGES.customerRegistered);
  });
});
