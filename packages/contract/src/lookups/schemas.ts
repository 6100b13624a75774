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

export const statesRequestSchema = z.object({ countryId: idSchema.or(z.string().min(1, MESSAGES.fieldRequired)) });
export const citiesRequestSchema = z.object({ stateId: idSchema.or(z.string().min(1, MESSAGES.fieldRequired)) });
