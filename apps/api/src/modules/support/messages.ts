import { SUPPORT_MESSAGES as M, type MessagePage, type TicketAttachment, type TicketMessage } from '@dhub/contract';
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { supportTickets as t, ticketAttachments, ticketMessages as m } from '../../db/support-schema.js';
import { iso } from '../../db/paging.js';
import { HttpError } from '../../lib/http-error.js';
import { notifyUser } from '../../notify/notify.js';
import type { FileStorage } from '../../storage/index.js';
import {
  attachmentKeys,
  attachmentsJson,
  ofMessages,
  removeFiles,
  storeAttachments,
  withStoredFiles,
  type CheckedFile,
} from './attachments.js';
import { checkTicket, lockTicket, workedOn } from './ticket-lock.js';
import { ticketChanged, typing } from './ticket-live.js';
import { unreadSummary } from './ticket-read.js';
import { otherSide, readSeqOf, sideOf, ticketScope, type Viewer } from './viewer.js';

const now = sql`now()`;

const messageColumns = (viewer: Viewer) => {
  const mine = sql<boolean>`${m.author} = ${sql.raw(`'${sideOf(viewer)}'`)}`;
  return {
    id: m.id,
    ticketId: m.ticketId,
    seq: m.seq,
    author: m.author,
    authorName: sql<string>`coalesce(${users.name}, '')`,
    body: sql<string | null>`case when ${m.deletedAt} is null then ${m.body} end`,
    attachments: attachmentsJson(m.ticketId, sql`${m.id}`),
    deleted: sql<boolean>`${m.deletedAt} is not null`,
    mine,
    // Mine: the other side read it; theirs: I read it.
    read: sql<boolean>`case when ${mine} then ${m.seq} <= ${readSeqOf(otherSide(viewer))} else ${m.seq} <= ${readSeqOf(sideOf(viewer))} end`,
    createdAt: m.createdAt,
  };
};

const selectMessages = (db: Executor, viewer: Viewer) =>
  db.select(messageColumns(viewer)).from(m).innerJoin(t, eq(t.id, m.ticketId)).leftJoin(users, eq(users.id, m.authorId)).$dynamic();

type Row = Awaited<ReturnType<ReturnType<typeof selectMessages>['execute']>>[number];

const toMessage = ({ createdAt, attachments, ...row }: Row): TicketMessage => ({
  _id: row.id,
  ticketId: row.ticketId,
  seq: row.seq,
  author: row.author,
  authorName: row.authorName,
  body: row.body,
  attachments: attachments as TicketAttachment[],
  deleted: row.deleted,
  mine: row.mine,
  read: row.read,
  createdAt: iso(createdAt),
});

/** A page of a ticket's conversation: the latest `limit` messages (or those before `before`), oldest first. */
export async function listMessages(
  db: Executor,
  viewer: Viewer,
  ticketId: string,
  query: { before?: number; limit: number },
): Promise<MessagePage> {
  await checkTicket(db, viewer, ticketId);
  const rows = await selectMessages(db, viewer)
    .where(and(eq(m.ticketId, ticketId), query.before ? lt(m.seq, query.before) : undefined))
    .orderBy(desc(m.seq))
    .limit(query.limit + 1);
  return { items: rows.slice(0, query.limit).reverse().map(toMessage), hasMore: rows.length > query.limit };
}

async function readMessage(db: Executor, viewer: Viewer, id: string): Promise<TicketMessage> {
  const [row] = await selectMessages(db, viewer).where(eq(m.id, id));
  return toMessage(row!);
}

/**
 * A message in a ticket's conversation, with its files, in one transaction: it marks the writer's
 * side read up to it. The vendor writing in a resolved ticket reopens it; support's first answer
 * makes the ticket answered (no more edits) and an open one in progress, and notifies the vendor.
 * A closed ticket refuses (409).
 */
export async function addMessage(
  db: Database,
  storage: FileStorage,
  viewer: Viewer,
  { ticketId, body, files }: { ticketId: string; body: string | undefined; files: readonly CheckedFile[] },
) {
  if (!body && files.length === 0) throw HttpError.onField(400, 'messageEmpty', 'body');
  const side = sideOf(viewer);
  const id = await withStoredFiles(storage, (moved) =>
    db.transaction(async (tx) => {
      const ticket = await lockTicket(tx, viewer, ticketId);
      if (ticket.status === 'closed') throw new HttpError(409, 'ticketClosed');
      const [message] = await tx
        .insert(m)
        .values({ ticketId, author: side, authorId: viewer.userId, body: body ?? null })
        .returning({ id: m.id, seq: m.seq });
      await storeAttachments(tx, storage, { ticketId, messageId: message!.id, files }, moved);
      const status =
        side === 'vendor'
          ? ticket.stored === 'resolved'
            ? workedOn(ticket)
            : ticket.stored
          : ticket.stored === 'open'
            ? 'inProgress'
            : ticket.stored;
      await tx
        .update(t)
        .set({
          status,
          settledAt: status === 'resolved' || status === 'closed' ? t.settledAt : null,
          ...(side === 'operator' && { answeredAt: sql`coalesce(${t.answeredAt}, now())` }),
          ...(side === 'vendor' ? { vendorReadSeq: message!.seq } : { operatorReadSeq: message!.seq }),
          activityAt: now,
          updatedAt: now,
        })
        .where(eq(t.id, ticketId));
      await ticketChanged(tx, ticket, 'message', side);
      if (side === 'operator') {
        await notifyUser(tx, ticket.vendorId, {
          type: 'ticketReply',
          params: { number: ticket.number, subject: ticket.subject },
          about: ticket.id,
          storeId: ticket.storeId ?? undefined,
        });
      }
      return message!.id;
    }),
  );
  return { message: M.messageSent, chat: await readMessage(db, viewer, id) };
}

/** Deletes one of the viewer's own messages: it keeps its place, shown as deleted; its files go after the commit. */
export async function deleteMessage(db: Database, storage: FileStorage, viewer: Viewer, id: string) {
  const keys = await db.transaction(async (tx) => {
    const [message] = await tx
      .select({ author: m.author, deleted: sql<boolean>`${m.deletedAt} is not null`, ticketId: t.id, vendorId: t.vendorId })
      .from(m)
      .innerJoin(t, eq(t.id, m.ticketId))
      .where(and(eq(m.id, id), ticketScope(viewer)))
      .for('update', { of: m });
    if (!message) throw new HttpError(404, 'messageNotFound');
    if (message.author !== sideOf(viewer)) throw new HttpError(403, 'messageNotYours');
    if (message.deleted) return [];
    const files = await attachmentKeys(tx, ofMessages([id]));
    await tx.delete(ticketAttachments).where(ofMessages([id]));
    await tx.update(m).set({ deletedAt: now, body: null }).where(eq(m.id, id));
    await ticketChanged(tx, { id: message.ticketId, vendorId: message.vendorId }, 'messageDeleted', sideOf(viewer));
    return files;
  });
  await removeFiles(storage, keys);
  return { message: M.messageDeleted };
}

/** Marks the conversation read by the viewer's side up to its latest message; the other side sees its messages read. */
export async function markRead(db: Database, viewer: Viewer, ticketId: string) {
  const side = sideOf(viewer);
  const mark = readSeqOf(side);
  const latest: SQL = sql`(select coalesce(max(${m.seq}), 0) from ${m} where ${m.ticketId} = ${t.id})`;
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(t)
      .set(side === 'vendor' ? { vendorReadSeq: latest } : { operatorReadSeq: latest })
      .where(and(eq(t.id, ticketId), ticketScope(viewer), sql`${mark} < ${latest}`))
      .returning({ id: t.id, vendorId: t.vendorId });
    if (moved) await ticketChanged(tx, moved, 'read', side);
    else await checkTicket(tx, viewer, ticketId);
  });
  return { unread: (await unreadSummary(db, viewer)).unread };
}

/** The viewer's side is typing: the other side's screens hear it (nothing stored). */
export async function signalTyping(db: Database, viewer: Viewer, ticketId: string) {
  const ticket = await checkTicket(db, viewer, ticketId);
  await typing(db, { id: ticketId, vendorId: ticket.vendorId }, sideOf(viewer));
  return {};
}
