import { z } from 'zod';
import { idSchema } from '../common.js';
import { isoDateTime } from '../fields.js';
import { paginatedSchema, paginationQuerySchema } from '../catalogue/schemas/lists.js';
import {
  OPERATOR_TICKET_STATUSES,
  SUPPORT_LIMITS as L,
  TICKET_AUTHORS,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  VENDOR_TICKET_ACTIONS,
} from './constants.js';
import { SUPPORT_MESSAGES as M } from './messages.js';

const subject = z
  .string({ error: M.ticketSubjectLength })
  .trim()
  .min(L.subjectMin, M.ticketSubjectLength)
  .max(L.subjectMax, M.ticketSubjectLength);
const description = z
  .string({ error: M.ticketDescriptionLength })
  .trim()
  .min(L.descriptionMin, M.ticketDescriptionLength)
  .max(L.descriptionMax, M.ticketDescriptionLength);
const category = z.enum(TICKET_CATEGORIES, { error: M.ticketCategoryNeeded });
const priority = z.enum(TICKET_PRIORITIES, { error: M.ticketPriorityNeeded });

/** A ticket's words, as the vendor writes them (the create form and the edit). */
export const ticketBodySchema = z.object({ subject, category, priority: priority.default('medium'), description });
export type TicketBody = z.input<typeof ticketBodySchema>;

/** The text parts of a new ticket (multipart, with its files): its words, and the store it is about (optional). */
export const addTicketFieldsSchema = ticketBodySchema.extend({
  storeId: z
    .preprocess((value) => (value === '' ? undefined : value), idSchema.optional())
    .meta({ description: "One of the vendor's stores, when the ticket is about one" }),
});
export type AddTicketFields = z.input<typeof addTicketFieldsSchema>;

/** A message's text: optional when files are attached (checked with them). */
export const messageTextSchema = z
  .string({ error: M.messageTooLong })
  .trim()
  .max(L.messageMax, M.messageTooLong)
  .optional()
  .transform((value) => value || undefined);

/** The text parts of a vendor's message (multipart, with its files): the ticket and the text. */
export const addMessageFieldsSchema = z.object({ ticketId: idSchema, body: messageTextSchema });
export type AddMessageFields = z.input<typeof addMessageFieldsSchema>;

/** The text part of the operator's answer (multipart, with its files). */
export const operatorMessageFieldsSchema = z.object({ body: messageTextSchema });

export const ticketAttachmentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

export const ticketSchema = z.object({
  _id: z.string(),
  number: z.number().int().meta({ description: 'Shown as #number' }),
  storeId: z.string().nullable(),
  storeName: z.string().nullable(),
  subject: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  priority: z.enum(TICKET_PRIORITIES),
  description: z.string(),
  status: z.enum(TICKET_STATUSES).meta({ description: 'Now: a resolved ticket reads closed 7 days after its resolution' }),
  attachments: z.array(ticketAttachmentSchema),
  answered: z.boolean().meta({ description: 'Support has written at least once' }),
  editable: z.boolean().meta({ description: 'Unanswered and open: the vendor may still edit or delete it' }),
  actions: z.array(z.enum(VENDOR_TICKET_ACTIONS)).meta({ description: 'What the vendor can do now' }),
  reopenUntil: isoDateTime.nullable().meta({ description: 'A resolved or closed ticket: reopening is possible until then' }),
  unread: z
    .number()
    .int()
    .meta({ description: "Messages of the other side the reader has not read (the vendor's or the operator's view)" }),
  messageCount: z.number().int(),
  lastMessage: z
    .object({ author: z.enum(TICKET_AUTHORS), preview: z.string(), at: isoDateTime })
    .nullable()
    .meta({ description: 'The latest message (a preview of its text; empty for files only)' }),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Ticket = z.infer<typeof ticketSchema>;

/** A ticket as the operator reads it: also whose it is. */
export const operatorTicketSchema = ticketSchema.extend({ vendorName: z.string(), vendorEmail: z.string() });
export type OperatorTicket = z.infer<typeof operatorTicketSchema>;

export const ticketMessageSchema = z.object({
  _id: z.string(),
  ticketId: z.string(),
  seq: z.number().int().meta({ description: 'Order of the conversation (and the read marks)' }),
  author: z.enum(TICKET_AUTHORS),
  authorName: z.string(),
  body: z.string().nullable(),
  attachments: z.array(ticketAttachmentSchema),
  deleted: z.boolean(),
  mine: z.boolean().meta({ description: "Written by the reader's side: it may delete it" }),
  read: z.boolean().meta({ description: 'The other side has read it' }),
  createdAt: isoDateTime,
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(TICKET_STATUSES).optional(),
  category: z.enum(TICKET_CATEGORIES).optional(),
  priority: z.enum(TICKET_PRIORITIES).optional(),
  searchQuery: z.string().trim().max(100).optional().meta({ description: 'Part of the subject, or the number' }),
  storeId: idSchema.optional(),
  order: z
    .enum(['recent', 'created'])
    .default('recent')
    .meta({ description: 'recent: the latest message or change first (conversations); created: newest tickets first' }),
});
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;

const statusCounts = z.object(
  Object.fromEntries(TICKET_STATUSES.map((status) => [status, z.number().int()])) as Record<(typeof TICKET_STATUSES)[number], z.ZodNumber>,
);

export const ticketPageSchema = paginatedSchema(ticketSchema).extend({
  counts: statusCounts.meta({ description: 'Tickets per status under the other filters' }),
});
export type TicketPage = z.infer<typeof ticketPageSchema>;

export const operatorTicketPageSchema = paginatedSchema(operatorTicketSchema).extend({ counts: statusCounts });
export type OperatorTicketPage = z.infer<typeof operatorTicketPageSchema>;

export const messageListQuerySchema = z.object({
  before: z.coerce.number().int().min(1).optional().meta({ description: 'Messages before this seq (older); default: the latest' }),
  limit: z.coerce.number().int().min(1).max(L.messagesPageMax).default(50),
});
export type MessageListQuery = z.input<typeof messageListQuerySchema>;

export const messagePageSchema = z.object({
  items: z.array(ticketMessageSchema).meta({ description: 'Oldest first' }),
  hasMore: z.boolean().meta({ description: 'Older messages exist (ask with before = the first seq)' }),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const unreadSupportSchema = z.object({
  unread: z.number().int().meta({ description: 'Messages from support not read yet, in all tickets' }),
  tickets: z.number().int().meta({ description: 'Tickets with such messages' }),
});

export const vendorTicketActionSchema = z.object({ action: z.enum(VENDOR_TICKET_ACTIONS) });
export const operatorTicketStatusSchema = z.object({ status: z.enum(OPERATOR_TICKET_STATUSES) });

export const ticketIdParamsSchema = z.object({ id: idSchema });
export const ticketChatParamsSchema = z.object({ ticketId: idSchema });
