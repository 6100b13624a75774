import { z } from 'zod';
import { idSchema } from '../common.js';
import { MESSAGES } from '../messages.js';

export const namedItemSchema = z.object({ _id: z.string(), name: z.string() });
export type NamedItem = z.infer<typeof namedItemSchema>;

export const serviceSchema = namedItemSchema.extend({
  kind: z.enum(['grocery', 'food', 'shopping', 'medicine', 'booking']),
});
export type Service = z.infer<typeof serviceSchema>;

export const servicesResponseSchema = z.object({ services: z.array(serviceSchema) });
export const countriesResponseSchema = z.object({ country: z.array(namedItemSchema) });
export const statesResponseSchema = z.object({ state: z.array(namedItemSchema) });
export const citiesResponseSchema = z.object({ cities: z.array(namedItemSchema) });

/** A lookup's parent id: any non-blank string (an unknown one gives an empty list); errors are contract texts, not zod's "Invalid input". */
const parentId = () =>
  z.union([idSchema, z.string().min(1, MESSAGES.fieldRequired)], {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === '' ? MESSAGES.fieldRequired : MESSAGES.invalidRequest,
  });

export const statesRequestSchema = z.object({ countryId: parentId() }, { error: MESSAGES.invalidRequest });
export const citiesRequestSchema = z.object({ stateId: parentId() }, { error: MESSAGES.invalidRequest });
