import { reviewEndpoints, type EndpointInput } from '@dhub/contract';
import { queryKeys, useEndpointMutation, useEndpointQuery } from '../../api/queries';

export type ReviewListInput = NonNullable<EndpointInput<typeof reviewEndpoints.list>['query']>;

export function useReviews(query: ReviewListInput) {
  return useEndpointQuery(reviewEndpoints.list, { query }, { keepPrevious: true });
}

export function useReview(id: string | null) {
  return useEndpointQuery(reviewEndpoints.get, { params: { id: id ?? '' } }, { enabled: Boolean(id) });
}

/** A reply refreshes the list and the review. */
export function useReply() {
  return useEndpointMutation(reviewEndpoints.reply, { invalidates: [queryKeys.group('reviews')] });
}
