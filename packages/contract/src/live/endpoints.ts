import { z } from 'zod';
import { defineEndpoints } from '../http/endpoint.js';

/** The event that says "listening (again): read what you show again, events may have been missed". */
export const LIVE_READY_EVENT = 'ready';

const DESCRIPTION =
  "Server-sent events, one stream for every live feature: 'ready' once listening (and again after the server lost its " +
  'database connection: read again what is shown); then the features’ events addressed to this account, whichever API ' +
  "instance wrote them: 'ticket' and 'typing' (support), 'notification' (a new notification). A comment every 20 s " +
  'keeps idle connections open.';

/** The one live channel of a signed-in account (PostgreSQL LISTEN/NOTIFY behind, so every instance's writes reach it). */
export const liveEndpoints = defineEndpoints('live', 'live', {
  events: {
    method: 'GET',
    path: '/vendor/live/events',
    access: 'vendor',
    summary: "The vendor's live events (text/event-stream): support's messages and typing, notifications",
    description: DESCRIPTION,
    produces: 'text/event-stream',
    response: z.string(),
  },
  operatorEvents: {
    method: 'GET',
    path: '/admin/live/events',
    access: 'admin',
    summary: "The operator's live events (text/event-stream): vendors' tickets, messages and typing",
    description: DESCRIPTION,
    produces: 'text/event-stream',
    response: z.string(),
  },
});
