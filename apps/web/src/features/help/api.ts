import { helpEndpoints as E, lookupEndpoints, type EndpointInput } from '@dhub/contract';
import { useEndpointQuery } from '../../api/queries';

export type FaqListInput = NonNullable<EndpointInput<typeof E.faqs>['query']>;

/** A page of FAQs in the page's language (read again when the language changes: it is in the key). */
export function useFaqs(query: FaqListInput) {
  return useEndpointQuery(E.faqs, { query }, { keepPrevious: true });
}

/** How many FAQs match, per service. */
export function useFaqServices(query: NonNullable<EndpointInput<typeof E.faqServices>['query']>) {
  return useEndpointQuery(E.faqServices, { query }, { keepPrevious: true });
}

/** A service's policies; not asked for without a service. */
export function usePolicies(serviceId: string | undefined, lang: FaqListInput['lang']) {
  return useEndpointQuery(E.policies, { query: { serviceId: serviceId ?? '', lang } }, { enabled: Boolean(serviceId) });
}

/** The marketplace's services. */
export function useServices() {
  return useEndpointQuery(lookupEndpoints.services, {}, { staleTime: 60 * 60 * 1000, select: (data) => data.services });
}
