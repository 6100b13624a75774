import { z } from 'zod';

/** Error body of every 4xx/5xx answer. `errors` maps a field name to its message. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Ids are UUIDs, exposed as `_id` as the spec's lookups read them. */
export const idSchema = z.uuid();
