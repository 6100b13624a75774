import { z } from 'zod';
import { messageResponseSchema } from '../common.js';
import { defineEndpoints, type FilePart } from '../http/endpoint.js';
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_FIELD, SUPPORT_LIMITS } from './constants.js';
import {
  addMessageFieldsSchema,
  addTicketFieldsSchema,
  messageListQuerySchema,
  messagePageSchema,
  operatorMessageFieldsSchema,
  operatorTicketPageSchema,
  operatorTicketSchema,
  operatorTicketStatusSchema,
  ticketBodySchema,
  ticketChatParamsSchema,
  ticketIdParamsSchema,
  ticketListQuerySchema,
  ticketMessageSchema,
  ticketPageSchema,
  ticketSchema,
  unreadSupportSchema,
  vendorTicketActionSchema,
} from './schemas.js';

const attachments: FilePart = {
  name: ATTACHMENT_FIELD,
  extensions: ATTACHMENT_EXTENSIONS,
  maxCount: SUPPORT_LIMITS.attachmentsMax,
  maxBytes: SUPPORT_LIMITS.attachmentMaxBytes,
  required: false,
  description: 'Screenshots or documents (repeat the part for several files)',
};
const FILES = { maxTotalBytes: SUPPORT_LIMITS.attachmentsMax * SUPPORT_LIMITS.attachmentMaxBytes, files: [attachments] };
const FILE_ERRORS = { 400: ['fileContentMismatch', 'tooManyAttachments', 'documentTypes'] } as const;
const MESSAGE_ERRORS = { 400: ['fileContentMismatch', 'tooManyAttachments', 'documentTypes', 'messageEmpty'] } as const;

const ticketSaved = messageResponseSchema.extend({ ticket: ticketSchema });
const messageSaved = messageResponseSchema.extend({ chat: ticketMessageSchema.meta({ description: 'The message as written' }) });
const NOT_FOUND = { 404: ['ticketNotFound'] } as const;
const TYPING_DESCRIPTION = 'Tells the other side (on the live channel) that this side is typing; nothing is stored.';
const FILE_DESCRIPTION = 'The file itself (private: only the ticket’s vendor and the operator can read it).';

/** The vendor's support tickets (the spec's vendor/store_support paths). */
export const supportEndpoints = defineEndpoints('support', 'support', {
  add: {
    method: 'POST',
    path: '/vendor/store_support/addstoresupport',
    access: 'vendor',
    summary: 'Open a support ticket: subject, category, priority, description and up to 3 files',
    multipart: { fields: addTicketFieldsSchema, ...FILES },
    status: 201,
    response: ticketSaved,
    errors: { ...FILE_ERRORS, 404: ['shopNotFound'] },
  },
  list: {
    method: 'GET',
    path: '/vendor/store_support/getallmysupport',
    access: 'vendor',
    summary: "The vendor's tickets with their unread messages, by status, category, priority and text",
    query: ticketListQuerySchema,
    response: ticketPageSchema,
  },
  get: {
    method: 'GET',
    path: '/vendor/store_support/getsupportbyid/:id',
    access: 'vendor',
    summary: 'One of the vendor’s tickets',
    params: ticketIdParamsSchema,
    response: ticketSchema,
    errors: NOT_FOUND,
  },
  update: {
    method: 'PUT',
    path: '/vendor/store_support/updatesupport/:id',
    access: 'vendor',
    summary: "Edit a ticket's subject, category, priority and description while support has not answered it",
    params: ticketIdParamsSchema,
    body: ticketBodySchema,
    response: ticketSaved,
    errors: { ...NOT_FOUND, 409: ['ticketAnswered', 'ticketClosed'] },
  },
  remove: {
    method: 'DELETE',
    path: '/vendor/store_support/deletesupport/:id',
    access: 'vendor',
    summary: 'Delete a ticket while support has not answered it (its files go with it)',
    params: ticketIdParamsSchema,
    response: messageResponseSchema,
    errors: { ...NOT_FOUND, 409: ['ticketAnswered', 'ticketClosed'] },
  },
  act: {
    method: 'POST',
    path: '/vendor/store_support/update-status/:id',
    access: 'vendor',
    summary: 'Close a ticket, or reopen it within 7 days of it being resolved or closed',
    params: ticketIdParamsSchema,
    body: vendorTicketActionSchema,
    response: ticketSaved,
    errors: { ...NOT_FOUND, 409: ['ticketWrongState', 'ticketReopenExpired'] },
  },
  attachment: {
    method: 'GET',
    path: '/vendor/store_support/attachment/:id',
    access: 'vendor',
    summary: 'A file of one of the vendor’s tickets or of its conversation',
    description: FILE_DESCRIPTION,
    params: ticketIdParamsSchema,
    response: z.string(),
    produces: 'application/octet-stream',
    errors: { 404: ['attachmentNotFound'] },
  },
});

/** A ticket's conversation with support (the spec's vendor/store_ticket_chat paths). */
export const ticketChatEndpoints = defineEndpoints('support.chat', 'support', {
  add: {
    method: 'POST',
    path: '/vendor/store_ticket_chat/addticketchat',
    access: 'vendor',
    summary: 'Write in a ticket’s conversation: a text, files, or both (a resolved ticket reopens; a closed one refuses)',
    multipart: { fields: addMessageFieldsSchema, ...FILES },
    status: 201,
    response: messageSaved,
    errors: { ...MESSAGE_ERRORS, ...NOT_FOUND, 409: ['ticketClosed'] },
  },
  list: {
    method: 'GET',
    path: '/vendor/store_ticket_chat/getticketchat/:ticketId',
    access: 'vendor',
    summary: 'A page of a ticket’s conversation, oldest first (the latest, or those before a seq)',
    params: ticketChatParamsSchema,
    query: messageListQuerySchema,
    response: messagePageSchema,
    errors: NOT_FOUND,
  },
  remove: {
    method: 'DELETE',
    path: '/vendor/store_ticket_chat/deleteticketchat/:id',
    access: 'vendor',
    summary: 'Delete one of the vendor’s own messages (it shows as deleted; its files go)',
    params: ticketIdParamsSchema,
    response: messageResponseSchema,
    errors: { 404: ['messageNotFound'], 403: ['messageNotYours'] },
  },
  read: {
    method: 'POST',
    path: '/vendor/store_ticket_chat/markread/:ticketId',
    access: 'vendor',
    summary: 'Mark the conversation read up to its latest message (support sees it read)',
    params: ticketChatParamsSchema,
    response: z.object({ unread: z.number().int() }),
    errors: NOT_FOUND,
  },
  typing: {
    method: 'POST',
    path: '/vendor/store_ticket_chat/typing/:ticketId',
    access: 'vendor',
    summary: 'The vendor is typing in a ticket’s conversation',
    description: TYPING_DESCRIPTION,
    params: ticketChatParamsSchema,
    response: z.object({}),
    errors: NOT_FOUND,
  },
  unread: {
    method: 'GET',
    path: '/vendor/store_ticket_chat/unread',
    access: 'vendor',
    summary: 'How many messages from support the vendor has not read, in all its tickets',
    response: unreadSupportSchema,
  },
});

/** The operator's side of support: every vendor's tickets, answers and their state. */
export const supportOperatorEndpoints = defineEndpoints('support.operator', 'support: operator', {
  list: {
    method: 'GET',
    path: '/admin/support/tickets',
    access: 'admin',
    summary: 'Every vendor’s tickets, with the messages the operator has not read',
    query: ticketListQuerySchema,
    response: operatorTicketPageSchema,
  },
  get: {
    method: 'GET',
    path: '/admin/support/tickets/:id',
    access: 'admin',
    summary: 'One ticket',
    params: ticketIdParamsSchema,
    response: operatorTicketSchema,
    errors: NOT_FOUND,
  },
  messages: {
    method: 'GET',
    path: '/admin/support/tickets/:ticketId/messages',
    access: 'admin',
    summary: 'A page of a ticket’s conversation, oldest first',
    params: ticketChatParamsSchema,
    query: messageListQuerySchema,
    response: messagePageSchema,
    errors: NOT_FOUND,
  },
  reply: {
    method: 'POST',
    path: '/admin/support/tickets/:ticketId/messages',
    access: 'admin',
    summary: 'Answer a ticket (an open one moves to in progress); the vendor is notified',
    params: ticketChatParamsSchema,
    multipart: { fields: operatorMessageFieldsSchema, ...FILES },
    status: 201,
    response: messageSaved,
    errors: { ...MESSAGE_ERRORS, ...NOT_FOUND, 409: ['ticketClosed'] },
  },
  setStatus: {
    method: 'POST',
    path: '/admin/support/tickets/:id/status',
    access: 'admin',
    summary: 'Move a ticket: in progress, resolved or closed',
    params: ticketIdParamsSchema,
    body: operatorTicketStatusSchema,
    response: messageResponseSchema.extend({ ticket: operatorTicketSchema }),
    errors: { ...NOT_FOUND, 409: ['ticketWrongState'] },
  },
  read: {
    method: 'POST',
    path: '/admin/support/tickets/:ticketId/read',
    access: 'admin',
    summary: 'Mark the conversation read by support (the vendor sees its messages read)',
    params: ticketChatParamsSchema,
    response: z.object({ unread: z.number().int() }),
    errors: NOT_FOUND,
  },
  typing: {
    method: 'POST',
    path: '/admin/support/tickets/:ticketId/typing',
    access: 'admin',
    summary: 'Support is typing in a ticket’s conversation',
    description: TYPING_DESCRIPTION,
    params: ticketChatParamsSchema,
    response: z.object({}),
    errors: NOT_FOUND,
  },
  attachment: {
    method: 'GET',
    path: '/admin/support/attachments/:id',
    access: 'admin',
    summary: 'A file of a ticket or of its conversation',
    description: FILE_DESCRIPTION,
    params: ticketIdParamsSchema,
    response: z.string(),
    produces: 'application/octet-stream',
    errors: { 404: ['attachmentNotFound'] },
  },
});
