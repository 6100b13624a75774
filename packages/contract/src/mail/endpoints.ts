import { defineEndpoints } from '../http/endpoint.js';
import { outboxPageSchema, outboxQuerySchema } from './schemas.js';

/** The operator's view of every e-mail the marketplace sent or kept (with no SMTP server, the only place to read them). */
export const mailOperatorEndpoints = defineEndpoints('mail.operator', 'operator: mail', {
  outbox: {
    method: 'GET',
    path: '/admin/mail/outbox',
    access: 'admin',
    summary: 'The e-mail outbox, newest first: to, subject, text, status (queued, sent, failed, kept), error',
    query: outboxQuerySchema,
    response: outboxPageSchema,
  },
});
