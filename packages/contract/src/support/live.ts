import { z } from 'zod';
import { TICKET_AUTHORS } from './constants.js';

/** What changed on a ticket, as its live event says (the screens read it again). */
export const TICKET_CHANGES = ['created', 'message', 'messageDeleted', 'read', 'status', 'edited', 'deleted'] as const;
export type TicketChange = (typeof TICKET_CHANGES)[number];

/** Event names of support on the live channel (vendor/live/events, admin/live/events). */
export const SUPPORT_LIVE_EVENTS = { ticket: 'ticket', typing: 'typing' } as const;

/** `ticket`: something changed on a ticket, by either side. */
export const ticketLiveEventSchema = z.object({
  ticketId: z.string(),
  change: z.enum(TICKET_CHANGES),
  by: z.enum(TICKET_AUTHORS),
});
export type TicketLiveEvent = z.infer<typeof ticketLiveEventSchema>;

/** `typing`: one side is typing in a ticket's conversation (never stored). */
export const typingLiveEventSchema = z.object({ ticketId: z.string(), by: z.enum(TICKET_AUTHORS) });
export type TypingLiveEvent = z.infer<typeof typingLiveEventSchema>;
