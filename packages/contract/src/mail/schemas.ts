import { z } from 'zod';
import { idSchema } from '../common.js';
import { isoDateTime } from '../fields.js';
import { paginatedSchema, paginationQuerySchema } from '../catalogue/schemas/lists.js';
import { MAIL_STATUSES } from './constants.js';

export const outboxQuerySchema = paginationQuerySchema.extend({
  status: z.enum(MAIL_STATUSES).optional(),
  searchQuery: z.string().trim().max(100).optional().meta({ description: 'Part of the address or the subject, any case' }),
});
export type OutboxQuery = z.input<typeof outboxQuerySchema>;

export const outboxMailSchema = z.object({
  _id: idSchema,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.enum(MAIL_STATUSES),
  error: z.string().nullable(),
  attempts: z.number().int(),
  secret: z.boolean().meta({
    description: 'It holds a one-time code: its text is shown only while kept (no SMTP_URL: the outbox is the only way to read it)',
  }),
  nextAttemptAt: isoDateTime.nullable().meta({ description: 'When it is tried (again); null: nothing left to try' }),
  createdAt: isoDateTime,
  sentAt: isoDateTime.nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxPageSchema = paginatedSchema(outboxMailSchema);
