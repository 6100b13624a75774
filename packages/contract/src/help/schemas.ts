import { z } from 'zod';
import { idSchema, languageQuerySchema } from '../common.js';
import { isoDateTime } from '../fields.js';
import { paginatedSchema, paginationQuerySchema } from '../catalogue/schemas/lists.js';
import { LANGUAGES } from '../settings-options.js';
import { GENERAL_FAQS, HELP_LIMITS, POLICY_KINDS } from './constants.js';

const searchQuery = z
  .string()
  .trim()
  .max(HELP_LIMITS.searchMax)
  .optional()
  .meta({ description: 'Part of a question or its answer, in the language answered, any case' });

/** A text in the language it is answered in (the one asked for, or English when it has no translation). */
const language = z.enum(LANGUAGES).meta({ description: 'The language of this text' });

export const faqListQuerySchema = paginationQuerySchema.extend({
  serviceId: z
    .union([idSchema, z.literal(GENERAL_FAQS)])
    .optional()
    .meta({ description: "A service's own FAQs, or `general` for those of no service; default: all" }),
  q: searchQuery,
  lang: languageQuerySchema,
});
export type FaqListQuery = z.input<typeof faqListQuerySchema>;

/** A question and its answer, written in Markdown (clients render it without raw HTML). */
export const faqSchema = z.object({
  _id: z.string(),
  serviceId: z.string().nullable(),
  serviceName: z.string().nullable(),
  question: z.string(),
  answer: z.string().meta({ description: 'Markdown' }),
  language,
});
export type Faq = z.infer<typeof faqSchema>;

export const faqPageSchema = paginatedSchema(faqSchema).extend({
  language: z.enum(LANGUAGES).meta({ description: 'The language asked for' }),
});
export type FaqPage = z.infer<typeof faqPageSchema>;

export const faqServicesQuerySchema = z.object({ q: searchQuery, lang: languageQuerySchema });
export type FaqServicesQuery = z.input<typeof faqServicesQuerySchema>;

/** How many FAQs match, in all and per service (`serviceId` null: the general ones), services in display order. */
export const faqServicesSchema = z.object({
  language: z.enum(LANGUAGES),
  total: z.number().int(),
  groups: z.array(z.object({ serviceId: z.string().nullable(), serviceName: z.string().nullable(), count: z.number().int() })),
});
export type FaqServices = z.infer<typeof faqServicesSchema>;

export const policyQuerySchema = z.object({
  serviceId: idSchema.meta({ description: 'An unknown service has no policies (an empty list)' }),
  lang: languageQuerySchema,
});
export type PolicyQuery = z.input<typeof policyQuerySchema>;

export const policySchema = z.object({
  _id: z.string(),
  kind: z.enum(POLICY_KINDS),
  title: z.string(),
  body: z.string().meta({ description: 'Markdown' }),
  language,
  updatedAt: isoDateTime,
});
export type Policy = z.infer<typeof policySchema>;

export const servicePoliciesSchema = z.object({
  language: z.enum(LANGUAGES),
  service: z.object({ _id: z.string(), name: z.string() }).nullable(),
  items: z.array(policySchema).meta({ description: 'In the order of POLICY_KINDS' }),
});
export type ServicePolicies = z.infer<typeof servicePoliciesSchema>;
