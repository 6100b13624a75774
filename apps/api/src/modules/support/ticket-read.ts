import {
  TICKET_STATUSES,
  type OperatorTicket,
  type Ticket,
  type TicketAttachment,
  type TicketAuthor,
  type TicketListQuery,
  type TicketStatus,
} from '@dhub/contract';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { iso, offsetOf } from '../../db/paging.js';
import { stores, users } from '../../db/schema.js';
import { isoText } from '../../db/sql-json.js';
import { supportTickets as t } from '../../db/support-schema.js';
import { HttpError } from '../../lib/http-error.js';
import { attachmentsJson } from './attachments.js';
import { reopenable, reopenUntil, statusNow, vendorActions } from './ticket-status.js';
import { otherSide, readSeqOf, sideOf, ticketScope, type Viewer } from './viewer.js';

const PREVIEW_LENGTH = 120;

/** Messages of the other side the viewer has not read. */
const unreadOf = (viewer: Viewer) => sql<number>`(
  select count(*)::int from ticket_messages m
  where m.ticket_id = ${t.id} and m.deleted_at is null and m.author = ${sql.raw(`'${otherSide(viewer)}'`)} and m.seq > ${readSeqOf(sideOf(viewer))})`;

const columns = (viewer: Viewer) => ({
  id: t.id,
  number: t.number,
  storeId: t.storeId,
  storeName: stores.name,
  subject: t.subject,
  category: t.category,
  priority: t.priority,
  description: t.description,
  stored: t.status,
  status: statusNow,
  canReopen: reopenable,
  reopenUntil: sql<string | null>`${isoText(reopenUntil)}`,
  answered: sql<boolean>`${t.answeredAt} is not null`,
  attachments: attachmentsJson(t.id, null),
  unread: unreadOf(viewer),
  messageCount: sql<number>`(select count(*)::int from ticket_messages m where m.ticket_id = ${t.id} and m.deleted_at is null)`,
  lastMessage: sql<{ author: TicketAuthor; preview: string; at: string } | null>`(
    select json_build_object('author', m.author, 'preview', coalesce(left(m.body, ${sql.raw(String(PREVIEW_LENGTH))}), ''), 'at', ${isoText(sql`m.created_at`)})
    from ticket_messages m where m.ticket_id = ${t.id} and m.deleted_at is null order by m.seq desc limit 1)`,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
  vendorName: users.name,
  vendorEmail: users.email,
});

const selectTickets = (db: Executor, viewer: Viewer) =>
  db.select(columns(viewer)).from(t).innerJoin(users, eq(users.id, t.vendorId)).leftJoin(stores, eq(stores.id, t.storeId)).$dynamic();

type Row = Awaited<ReturnType<ReturnType<typeof selectTickets>['execute']>>[number];

function toTicket(row: Row): Ticket {
  return {
    _id: row.id,
    number: row.number,
    storeId: row.storeId,
    storeName: row.storeName,
    subject: row.subject,
    category: row.category,
    priority: row.priority,
    description: row.description,
    status: row.status,
    attachments: row.attachments as TicketAttachment[],
    answered: row.answered,
    editable: !row.answered && row.stored === 'open',
    actions: vendorActions(row.status, row.canReopen),
    reopenUntil: row.reopenUntil,
    unread: row.unread,
    messageCount: row.messageCount,
    lastMessage: row.lastMessage,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

const toOperatorTicket = (row: Row): OperatorTicket => ({ ...toTicket(row), vendorName: row.vendorName, vendorEmail: row.vendorEmail });

/** One ticket as the viewer sees it; 404 when it is not the viewer's. */
export async function readTicket(db: Executor, viewer: Viewer, id: string): Promise<Ticket> {
  const [row] = await selectTickets(db, viewer).where(and(eq(t.id, id), ticketScope(viewer)));
  if (!row) throw new HttpError(404, 'ticketNotFound');
  return toTicket(row);
}

export async function readOperatorTicket(db: Executor, viewer: Viewer, id: string): Promise<OperatorTicket> {
  const [row] = await selectTickets(db, viewer).where(eq(t.id, id));
  if (!row) throw new HttpError(404, 'ticketNotFound');
  return toOperatorTicket(row);
}

/** The filters other than the status (the counts per status are taken under them). */
function filtersOf(viewer: Viewer, query: Omit<TicketListQuery, 'status'>): SQL | undefined {
  const search = query.searchQuery?.replace(/^#/, '');
  const pattern = search ? `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : undefined;
  return and(
    ticketScope(viewer),
    query.category ? eq(t.category, query.category) : undefined,
    query.priority ? eq(t.priority, query.priority) : undefined,
    query.storeId ? eq(t.storeId, query.storeId) : undefined,
    pattern
      ? or(
          ilike(t.subject, pattern),
          /^\d{1,15}$/.test(search!) ? eq(t.number, Number(search)) : undefined,
          viewer.side === 'operator' ? ilike(users.name, pattern) : undefined,
        )
      : undefined,
  );
}

/** A page of the viewer's tickets, the latest activity (or creation) first, with the counts per status. */
export async function listTickets(db: Executor, viewer: Viewer, query: TicketListQuery & { page: number; limit: number }) {
  const filters = filtersOf(viewer, query);
  const where = and(filters, query.status ? sql`${statusNow} = ${query.status}` : undefined);
  const order = query.order === 'created' ? [desc(t.createdAt), desc(t.id)] : [desc(t.activityAt), desc(t.id)];
  const [rows, counted] = await Promise.all([
    selectTickets(db, viewer)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ status: statusNow, n: count() }).from(t).innerJoin(users, eq(users.id, t.vendorId)).where(filters).groupBy(statusNow),
  ]);
  const counts = Object.fromEntries(TICKET_STATUSES.map((status) => [status, 0])) as Record<TicketStatus, number>;
  for (const { status, n } of counted) counts[status] = n;
  const total = query.status ? counts[query.status] : Object.values(counts).reduce((sum, n) => sum + n, 0);
  return { rows, counts, total, page: query.page, limit: query.limit };
}

export async function listVendorTickets(db: Executor, viewer: Viewer, query: TicketListQuery & { page: number; limit: number }) {
  const { rows, ...rest } = await listTickets(db, viewer, query);
  return { items: rows.map(toTicket), ...rest };
}

export async function listOperatorTickets(db: Executor, viewer: Viewer, query: TicketListQuery & { page: number; limit: number }) {
  const { rows, ...rest } = await listTickets(db, viewer, query);
  return { items: rows.map(toOperatorTicket), ...rest };
}

/** The messages from the other side the vendor has not read, in all its tickets. */
export async function unreadSummary(db: Executor, viewer: Viewer) {
  const [row] = await db
    .select({
      unread: sql<number>`coalesce(sum(${unreadOf(viewer)}), 0)::int`,
      tickets: sql<number>`(count(*) filter (where ${unreadOf(viewer)} > 0))::int`,
    })
    .from(t)
    .where(ticketScope(viewer));
  return { unread: row?.unread ?? 0, tickets: row?.tickets ?? 0 };
}
