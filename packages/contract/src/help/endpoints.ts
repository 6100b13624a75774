import { defineEndpoints } from '../http/endpoint.js';
import {
  faqListQuerySchema,
  faqPageSchema,
  faqServicesQuerySchema,
  faqServicesSchema,
  policyQuerySchema,
  servicePoliciesSchema,
} from './schemas.js';

/** The marketplace's FAQs and policies per service, in the reader's language (no token: the spec's docs lookups). */
export const helpEndpoints = defineEndpoints('help', 'FAQs and policies', {
  faqs: {
    method: 'GET',
    path: '/vendor/docs/getallfaqs',
    access: 'public',
    summary: 'FAQs, general and per service, in display order, searchable, in the language asked for',
    query: faqListQuerySchema,
    response: faqPageSchema,
  },
  faqServices: {
    method: 'GET',
    path: '/vendor/faqWithService',
    access: 'public',
    summary: 'How many FAQs match, in all and per service',
    query: faqServicesQuerySchema,
    response: faqServicesSchema,
  },
  policies: {
    method: 'GET',
    path: '/vendor/policyByService',
    access: 'public',
    summary: "A service's policies (terms, privacy, refund, cancellation, shipping), in the language asked for",
    query: policyQuerySchema,
    response: servicePoliciesSchema,
  },
});
