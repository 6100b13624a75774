import { ROUTES } from '@dhub/contract';
import { lazyPage } from '../../navigation/lazyPage';
import type { FeatureRoute } from '../../navigation/types';

/** The spec's /support-ticket, /view-support (?id=) and /live-chat. */
export const supportRoutes: FeatureRoute[] = [
  { path: ROUTES.supportTicket, page: lazyPage(() => import('./TicketsPage')) },
  { path: ROUTES.viewSupport, page: lazyPage(() => import('./TicketPage')) },
  { path: ROUTES.liveChat, page: lazyPage(() => import('./LiveChatPage')) },
];
