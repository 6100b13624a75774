import { helpEndpoints as E } from '@dhub/contract';
import { featureRoutes } from '../../http/route.js';
import { faqCounts, listFaqs } from './faqs.js';
import { answerLanguage } from '../../http/language.js';
import { servicePolicies } from './policies.js';

/** The answer depends on Accept-Language when no `lang` is given: caches must keep one per language. */
const VARY = 'accept-language';

export const helpRoutes = featureRoutes((route, { db }) => {
  route(E.faqs, ({ query, request, reply }) => {
    reply.header('vary', VARY);
    return listFaqs(db, answerLanguage(request, query.lang), query);
  });
  route(E.faqServices, ({ query, request, reply }) => {
    reply.header('vary', VARY);
    return faqCounts(db, answerLanguage(request, query.lang), query.q);
  });
  route(E.policies, ({ query, request, reply }) => {
    reply.header('vary', VARY);
    return servicePolicies(db, answerLanguage(request, query.lang), query.serviceId);
  });
});
