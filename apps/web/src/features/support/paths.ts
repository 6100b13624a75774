import { ROUTES } from '@dhub/contract';

/** The spec's /view-support, with the ticket's id as `?id=` (as the other view pages take theirs). */
export const ticketPath = (id: string) => `${ROUTES.viewSupport}?id=${encodeURIComponent(id)}`;

/** /live-chat with one conversation open. */
export const chatPath = (id: string) => `${ROUTES.liveChat}?id=${encodeURIComponent(id)}`;
