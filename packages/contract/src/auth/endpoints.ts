import { defineEndpoints } from '../http/endpoint.js';
import { customerRegisterSchema, loginRequestSchema, loginResponseSchema } from './schemas.js';
import { TWO_STEP_SIGN_IN } from './two-step-constants.js';
import { twoStepEndpointSpecs } from './two-step-endpoints.js';
import { vendorLoginResponseSchema } from './two-step-schemas.js';

const loginErrors = {
  401: ['invalidCredentials'],
  403: ['accountSuspended'],
  429: ['tooManyLoginAttempts', 'tooManyFailedSignIns'],
} as const;

export const authEndpoints = defineEndpoints('auth', 'auth', {
  vendorLogin: {
    method: 'POST',
    path: '/vendor/auth/vendorlogin',
    access: 'public',
    summary: 'Vendor sign-in',
    description:
      'Returns a JWT (7 days) and the session user. Only vendor accounts; pending stores may sign in. ' +
      'After 5 failures of one account from one address each try waits (30 s, doubling, up to 15 min): 429 ' +
      'tooManyLoginAttempts; past 100 failures from one address its failed tries answer 429 tooManyFailedSignIns. ' +
      'With two-step sign-in on, the right password answers no token but `twoStep` (a code is e-mailed; verify-two-step ' +
      `finishes); past ${TWO_STEP_SIGN_IN.codesPerHour} codes an hour for the account: 429 tooManyRequests.`,
    body: loginRequestSchema,
    response: vendorLoginResponseSchema,
    errors: { ...loginErrors, 429: [...loginErrors[429], 'tooManyRequests'] },
  },
  ...twoStepEndpointSpecs,
  adminLogin: {
    method: 'POST',
    path: '/admin/auth/login',
    access: 'public',
    summary: 'Operator (admin) sign-in',
    description: 'Same as the vendor sign-in, for admin accounts only.',
    body: loginRequestSchema,
    response: loginResponseSchema,
    errors: loginErrors,
  },
  customerRegister: {
    method: 'POST',
    path: '/customer/auth/register',
    access: 'public',
    summary: 'Create a marketplace customer account (signed in at once)',
    description: 'At most CUSTOMER_REGISTRATION_RATE_LIMIT sign-ups per address and hour (429).',
    tags: ['customers'],
    body: customerRegisterSchema,
    status: 201,
    response: loginResponseSchema,
    errors: { 409: ['emailTaken'], 429: ['tooManyRequests'] },
  },
  customerLogin: {
    method: 'POST',
    path: '/customer/auth/login',
    access: 'public',
    summary: 'Customer sign-in',
    description: 'Same as the vendor sign-in, for customer accounts only.',
    tags: ['customers'],
    body: loginRequestSchema,
    response: loginResponseSchema,
    errors: loginErrors,
  },
});
