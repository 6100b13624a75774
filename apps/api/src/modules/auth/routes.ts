import { authEndpoints, CUSTOMER_REGISTRATION_RATE_LIMIT, MESSAGES, type UserRole } from '@dhub/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addressKey, throttle } from '../../http/rate-limit.js';
import { featureRoutes } from '../../http/route.js';
import { registerCustomer } from './customer-service.js';
import { login } from './service.js';
import { sessionAnswer } from './session-token.js';
import { twoStepSignIn } from './two-step-routes.js';

type SignInContext = { body: { email: string; password: string }; request: FastifyRequest; reply: FastifyReply };

export const authRoutes = featureRoutes((route, deps) => {
  const { db } = deps;
  const twoStep = twoStepSignIn(route, deps);
  const check = (role: UserRole, { body, request }: SignInContext) => login(db, { ...body, ip: addressKey(request.ip), role });
  const signIn = (role: UserRole) => async (context: SignInContext) =>
    sessionAnswer(context.reply, await check(role, context), MESSAGES.loginSuccess);

  route(authEndpoints.vendorLogin, async (context) => {
    const signedIn = await check('vendor', context);
    // A vendor who chose two-step sign-in gets a code by e-mail instead of the session.
    if (signedIn.twoStepSignIn) return twoStep.start({ id: signedIn.user._id, email: signedIn.user.email, name: signedIn.user.name });
    return sessionAnswer(context.reply, signedIn, MESSAGES.loginSuccess);
  });
  route(authEndpoints.adminLogin, signIn('admin'));
  route(authEndpoints.customerLogin, signIn('customer'));
  route(authEndpoints.customerRegister, async ({ body, request, reply }) => {
    const { perAddress, windowMinutes } = CUSTOMER_REGISTRATION_RATE_LIMIT;
    await throttle(db, `customer-register:${addressKey(request.ip)}`, { limit: perAddress, windowMinutes }, 'tooManyRequests');
    return sessionAnswer(reply, { user: await registerCustomer(db, body), passwordStamp: null }, MESSAGES.customerRegistered);
  });
});
