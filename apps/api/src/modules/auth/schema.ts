import { apiErrorSchema, loginRequestSchema, loginResponseSchema } from '@dhub/contract';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

export const vendorLoginSchema = {
  tags: ['auth'],
  summary: 'Vendor sign-in',
  description:
    'Returns a JWT (7 days) and the session user. Only vendor accounts; pending stores may sign in. ' +
    '5 failures per email or per IP in 15 minutes give 429 until the window passes.',
  body: loginRequestSchema,
  response: { 200: loginResponseSchema, ...errors },
};

export const adminLoginSchema = {
  ...vendorLoginSchema,
  summary: 'Operator (admin) sign-in',
  description: 'Same as the vendor sign-in, for admin accounts only.',
};
