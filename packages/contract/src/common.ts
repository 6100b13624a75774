import { z } from 'zod';
import { API_MESSAGES, type MessageCode } from './http/codes.js';
import { LANGUAGES } from './settings-options.js';

const messageCodeSchema = z.enum(Object.keys(API_MESSAGES) as [MessageCode, ...MessageCode[]]);

/**
 * Error body of every 4xx/5xx answer: a stable `code` (a key of API_MESSAGES) and its English
 * `message`; for invalid fields, `errors` (field → text) and `fieldCodes` (field → code).
 */
export const apiErrorSchema = z.object({
  code: messageCodeSchema,
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  fieldCodes: z.record(z.string(), messageCodeSchema).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** `lang` of a call whose texts an operator writes in several languages (FAQs, policies, plans). */
export const languageQuerySchema = z.enum(LANGUAGES).optional().meta({
  description: 'The language to answer in; default: the Accept-Language header, else English. Texts without a translation come in English.',
});

/** Ids are UUIDs, exposed as `_id` as the spec's lookups read them. */
export const idSchema = z.uuid();
