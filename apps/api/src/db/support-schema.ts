import { TICKET_AUTHORS, TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '@dhub/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores, users } from './schema.js';

export const ticketCategory = pgEnum('ticket_category', TICKET_CATEGORIES);
export const ticketPriority = pgEnum('ticket_priority', TICKET_PRIORITIES);
/** As stored: a resolved ticket reads closed REOPEN_DAYS after `settled_at` (modules/support/ticket-status.ts). */
export const ticketStatus = pgEnum('ticket_status', TICKET_STATUSES);
export const ticketAuthor = pgEnum('ticket_author', TICKET_AUTHORS);

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A vendor's support ticket. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: 1001 }).notNull(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    category: ticketCategory('category').notNull(),
    priority: ticketPriority('priority').notNull(),
    description: text('description').notNull(),
    status: ticketStatus('status').notNull().default('open'),
    /** When it was resolved or closed (null while open or in progress): reopening is possible REOPEN_DAYS after. */
    settledAt: at('settled_at'),
    /** The operator's first message: from then on the vendor can no longer edit or delete it. */
    answeredAt: at('answered_at'),
    /** The last message each side has read (a message's seq). */
    vendorReadSeq: bigint('vendor_read_seq', { mode: 'number' }).notNull().default(0),
    operatorReadSeq: bigint('operator_read_seq', { mode: 'number' }).notNull().default(0),
    /** The latest message or change: conversations are listed by it. */
    activityAt: at('activity_at').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('support_tickets_vendor_activity_idx').on(table.vendorId, table.activityAt),
    index('support_tickets_vendor_created_idx').on(table.vendorId, table.createdAt),
    index('support_tickets_activity_idx').on(table.activityAt),
    // The operator's list by creation, over every vendor.
    index('support_tickets_created_idx').on(table.createdAt, table.id),
    check('support_tickets_settled_when_done', sql`(${table.settledAt} is not null) = (${table.status} in ('resolved', 'closed'))`),
  ],
);

/** A message of a ticket's conversation; a deleted one keeps its place (without its text and files). */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The conversation's order, and what the read marks compare with. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    author: ticketAuthor('author').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body'),
    createdAt: at('created_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (table) => [index('ticket_messages_ticket_seq_idx').on(table.ticketId, table.seq)],
);

/** A private file of a ticket (message null) or of one of its messages. */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => ticketMessages.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('ticket_attachments_ticket_idx').on(table.ticketId), index('ticket_attachments_message_idx').on(table.messageId)],
);
