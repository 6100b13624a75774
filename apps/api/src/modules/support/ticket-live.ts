import { SUPPORT_LIVE_EVENTS, type TicketChange, type TicketAuthor } from '@dhub/contract';
import type { Executor } from '../../db/client.js';
import { publishLive } from '../../live/publish.js';

/** Tells both sides' screens (the vendor's, the operators') that a ticket changed: each reads it again. */
export async function ticketChanged(
  db: Executor,
  ticket: { id: string; vendorId: string },
  change: TicketChange,
  by: TicketAuthor,
): Promise<void> {
  const data = { ticketId: ticket.id, change, by };
  await publishLive(db, { to: { userId: ticket.vendorId }, event: SUPPORT_LIVE_EVENTS.ticket, data });
  await publishLive(db, { to: { role: 'admin' }, event: SUPPORT_LIVE_EVENTS.ticket, data });
}

/** Tells the other side that `by` is typing (nothing stored: a NOTIFY only). */
export async function typing(db: Executor, ticket: { id: string; vendorId: string }, by: TicketAuthor): Promise<void> {
  const to = by === 'vendor' ? ({ role: 'admin' } as const) : { userId: ticket.vendorId };
  await publishLive(db, { to, event: SUPPORT_LIVE_EVENTS.typing, data: { ticketId: ticket.id, by } });
}
