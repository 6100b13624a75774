import { fileExtension } from '../stores/registration/files.js';
import { MESSAGES } from '../messages.js';

/** What a ticket is about (the operator's queue sorts by it). */
export const TICKET_CATEGORIES = ['orders', 'payments', 'catalogue', 'account', 'technical', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/**
 * open (nobody answered yet) → inProgress (the operator answered or took it) → resolved → closed.
 * A resolved ticket closes by itself REOPEN_DAYS after its resolution (read from the stored time).
 */
export const TICKET_STATUSES = ['open', 'inProgress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Who wrote a message: the vendor or the marketplace's support (the operator). */
export const TICKET_AUTHORS = ['vendor', 'operator'] as const;
export type TicketAuthor = (typeof TICKET_AUTHORS)[number];

/** What the vendor can do with its ticket: close it, or reopen it within REOPEN_DAYS of it being resolved or closed. */
export const VENDOR_TICKET_ACTIONS = ['close', 'reopen'] as const;
export type VendorTicketAction = (typeof VENDOR_TICKET_ACTIONS)[number];

/** Where the operator can move a ticket. */
export const OPERATOR_TICKET_STATUSES = ['inProgress', 'resolved', 'closed'] as const;
export type OperatorTicketStatus = (typeof OPERATOR_TICKET_STATUSES)[number];

export const SUPPORT_LIMITS = {
  subjectMin: 5,
  subjectMax: 120,
  descriptionMin: 10,
  descriptionMax: 4000,
  messageMax: 2000,
  /** Files on one ticket or one message. */
  attachmentsMax: 3,
  attachmentMaxBytes: 5 * 1024 * 1024,
  /** A resolved or closed ticket can be reopened this long after; a resolved one closes by itself then. */
  reopenDays: 7,
  /** Messages per page of a conversation. */
  messagesPageMax: 100,
  /** A typing indicator shows this long after the last "typing" signal. */
  typingShowMs: 5000,
  /** A typing vendor signals at most this often. */
  typingEveryMs: 2500,
} as const;

export const ATTACHMENT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;
/** The multipart field of a ticket's or a message's files (repeated). */
export const ATTACHMENT_FIELD = 'attachments';
/** The file input's `accept`. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Why a file cannot be attached (a contract text), or null. */
export function attachmentProblem(file: { name: string; size: number }): string | null {
  if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) return MESSAGES.documentTypes;
  if (file.size > SUPPORT_LIMITS.attachmentMaxBytes) return MESSAGES.fileTooLarge;
  return null;
}

/** A ticket's number as people quote it. */
export const ticketLabel = (number: number) => `#${number}`;
