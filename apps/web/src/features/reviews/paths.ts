import { ROUTES } from '@dhub/contract';

/** The spec's /view-review, with the review's id as `?id=` (as the catalogue's view pages take theirs). */
export const reviewPath = (id: string) => `${ROUTES.viewReview}?id=${encodeURIComponent(id)}`;
