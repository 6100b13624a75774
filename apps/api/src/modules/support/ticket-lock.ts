import type { TicketStatus } from '@dhub/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { supportTickets as t } from '../../db/support-schema.js';
import { HttpError } from '../../lib/http-error.js';
import { reopenable, statusNow } from './ticket-status.js';
import { ticketScope, type Viewer } from './viewer.js';

/** A ticket as a write needs it, its row locked until the transaction ends (two writers take turns). */
export async function lockTicket(tx: Executor, viewer: Viewer, id: string) {
  const [ticket] = await tx
    .select({
      id: t.id,
      number: t.number,
      vendorId: t.vendorId,
      storeId: t.storeId,
      subject: t.subject,
      stored: t.status,
      status: statusNow,
      canReopen: reopenable,
      answered: sql<boolean>`${t.answeredAt} is not null`,
    })
    .from(t)
    .where(and(eq(t.id, id), ticketScope(viewer)))
    .for('update');
  if (!ticket) throw new HttpError(404, 'ticketNotFound');
  return ticket;
}

export type LockedTicket = Awaited<ReturnType<typeof lockTicket>>;

/** Whether the viewer may see the ticket (404 otherwise), without locking it. */
export async function checkTicket(db: Executor, viewer: Viewer, id: string): Promise<{ vendorId: string }> {
  const [ticket] = await db
    .select({ vendorId: t.vendorId })
    .from(t)
    .where(and(eq(t.id, id), ticketScope(viewer)));
  if (!ticket) throw new HttpError(404, 'ticketNotFound');
  return ticket;
}

/** The stored state a ticket goes back to when it is worked on again. */
export const workedOn = (ticket: { answered: boolean }): TicketStatus => (ticket.answered ? 'inProgress' : 'open');
