import {
  SUPPORT_MESSAGES as M,
  type OperatorTicketStatus,
  type TicketCategory,
  type TicketPriority,
  type VendorTicketAction,
} from '@dhub/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { supportTickets as t, ticketAttachments } from '../../db/support-schema.js';
import { HttpError } from '../../lib/http-error.js';
import type { FileStorage } from '../../storage/index.js';
import { attachmentKeys, removeFiles, storeAttachments, withStoredFiles, type CheckedFile } from './attachments.js';
import { lockTicket, workedOn, type LockedTicket } from './ticket-lock.js';
import { ticketChanged } from './ticket-live.js';
import { readOperatorTicket, readTicket } from './ticket-read.js';
import type { Viewer } from './viewer.js';

const now = sql`now()`;

/** A ticket's words as the schemas give them. */
interface TicketWords {
  subject: string;
  category: TicketCategory;
  priority: TicketPriority;
  description: string;
}

/** A new ticket of the vendor, with its files, in one transaction; support's screens hear of it. */
export async function openTicket(
  db: Database,
  storage: FileStorage,
  viewer: Viewer,
  { fields, files }: { fields: TicketWords & { storeId?: string }; files: readonly CheckedFile[] },
) {
  const id = await withStoredFiles(storage, (moved) =>
    db.transaction(async (tx) => {
      const [ticket] = await tx
        .insert(t)
        .values({
          vendorId: viewer.userId,
          storeId: fields.storeId ?? null,
          subject: fields.subject,
          category: fields.category,
          priority: fields.priority,
          description: fields.description,
        })
        .returning({ id: t.id, vendorId: t.vendorId });
      await storeAttachments(tx, storage, { ticketId: ticket!.id, messageId: null, files }, moved);
      await ticketChanged(tx, ticket!, 'created', 'vendor');
      return ticket!.id;
    }),
  );
  return { message: M.ticketCreated, ticket: await readTicket(db, viewer, id) };
}

/** Editing and deleting need a ticket support has not answered, still open. */
function checkUnanswered(ticket: LockedTicket): void {
  if (ticket.answered) throw new HttpError(409, 'ticketAnswered');
  if (ticket.stored !== 'open') throw new HttpError(409, 'ticketClosed');
}

export async function editTicket(db: Database, viewer: Viewer, id: string, body: TicketWords) {
  await db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, viewer, id);
    checkUnanswered(ticket);
    await tx
      .update(t)
      .set({
        subject: body.subject,
        category: body.category,
        priority: body.priority,
        description: body.description,
        updatedAt: now,
        activityAt: now,
      })
      .where(eq(t.id, id));
    await ticketChanged(tx, ticket, 'edited', 'vendor');
  });
  return { message: M.ticketSaved, ticket: await readTicket(db, viewer, id) };
}

/** Deletes an unanswered ticket with its conversation; its files go once the rows are gone. */
export async function removeTicket(db: Database, storage: FileStorage, viewer: Viewer, id: string) {
  const keys = await db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, viewer, id);
    checkUnanswered(ticket);
    const files = await attachmentKeys(tx, eq(ticketAttachments.ticketId, id));
    await tx.delete(t).where(eq(t.id, id));
    await ticketChanged(tx, ticket, 'deleted', 'vendor');
    return files;
  });
  await removeFiles(storage, keys);
  return { message: M.ticketDeleted };
}

/** The vendor closes its ticket, or reopens it within SUPPORT_LIMITS.reopenDays of its resolution or closing. */
export async function actOnTicket(db: Database, viewer: Viewer, id: string, action: VendorTicketAction) {
  await db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, viewer, id);
    if (action === 'close') {
      if (ticket.status === 'closed') throw new HttpError(409, 'ticketWrongState');
      await tx
        .update(t)
        .set({ status: 'closed', settledAt: sql`coalesce(${t.settledAt}, now())`, updatedAt: now, activityAt: now })
        .where(eq(t.id, id));
    } else {
      if (ticket.stored !== 'resolved' && ticket.stored !== 'closed') throw new HttpError(409, 'ticketWrongState');
      if (!ticket.canReopen) throw new HttpError(409, 'ticketReopenExpired');
      await tx
        .update(t)
        .set({ status: workedOn(ticket), settledAt: null, updatedAt: now, activityAt: now })
        .where(eq(t.id, id));
    }
    await ticketChanged(tx, ticket, 'status', 'vendor');
  });
  return { message: action === 'close' ? M.ticketClosedNow : M.ticketReopened, ticket: await readTicket(db, viewer, id) };
}

/** The operator moves a ticket: in progress (also back from resolved or closed), resolved, closed. */
export async function setTicketStatus(db: Database, viewer: Viewer, id: string, status: OperatorTicketStatus) {
  await db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, viewer, id);
    if (ticket.status === status) throw new HttpError(409, 'ticketWrongState');
    if (status === 'resolved' && ticket.status === 'closed') throw new HttpError(409, 'ticketWrongState');
    const settledAt = status === 'inProgress' ? null : status === 'resolved' ? now : sql`coalesce(${t.settledAt}, now())`;
    await tx.update(t).set({ status, settledAt, updatedAt: now, activityAt: now }).where(eq(t.id, id));
    await ticketChanged(tx, ticket, 'status', 'operator');
  });
  return { message: M.ticketStatusSaved, ticket: await readOperatorTicket(db, viewer, id) };
}
