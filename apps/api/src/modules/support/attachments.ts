import { randomUUID } from 'node:crypto';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_FIELD,
  fileExtension,
  LIMITS,
  SUPPORT_LIMITS,
  type MessageCode,
  type TicketAttachment,
} from '@dhub/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { Database, Executor } from '../../db/client.js';
import { supportTickets, ticketAttachments } from '../../db/support-schema.js';
import { HttpError } from '../../lib/http-error.js';
import type { FileStorage } from '../../storage/index.js';
import { checkFileContents } from '../../uploads/content-check.js';
import type { MultipartForm, UploadedFile } from '../../uploads/multipart.js';

/** A checked upload, ready to be stored. */
export interface CheckedFile {
  file: UploadedFile;
  mimeType: string;
}

const refuse = (code: MessageCode, status = 400): never => {
  throw HttpError.onField(status, code, ATTACHMENT_FIELD);
};

/** The form's files, checked: only the attachments field, at most SUPPORT_LIMITS.attachmentsMax, JPG/PNG/PDF (extension and content), 5 MB each. */
export async function checkAttachments(form: MultipartForm): Promise<CheckedFile[]> {
  if (form.files.some((file) => file.field !== ATTACHMENT_FIELD)) refuse('invalidRequest');
  if (form.files.length > SUPPORT_LIMITS.attachmentsMax) refuse('tooManyAttachments');
  for (const file of form.files) {
    if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(fileExtension(file.originalName))) refuse('documentTypes');
    if (file.truncated || file.size > SUPPORT_LIMITS.attachmentMaxBytes) refuse('fileTooLarge', 413);
  }
  const checked: CheckedFile[] = [];
  for (const file of form.files) {
    const { errors, mimeByPath } = await checkFileContents([file], {});
    if (errors[file.field]) refuse('fileContentMismatch');
    checked.push({ file, mimeType: mimeByPath.get(file.tempPath)! });
  }
  return checked;
}

/** Storage keys of support files: support/<ticketId>/<uuid>.<ext> (never public). */
const attachmentKey = (ticketId: string, file: UploadedFile) => {
  const extension = fileExtension(file.originalName);
  return `support/${ticketId}/${randomUUID()}.${extension === 'jpeg' ? 'jpg' : extension}`;
};

/**
 * Moves checked files into storage and records them in the caller's transaction (of the ticket, or
 * of one of its messages). When the transaction fails, `discard` removes what was moved.
 */
export async function storeAttachments(
  tx: Executor,
  storage: FileStorage,
  { ticketId, messageId, files }: { ticketId: string; messageId: string | null; files: readonly CheckedFile[] },
  moved: string[],
): Promise<void> {
  for (const { file, mimeType } of files) {
    const storageKey = attachmentKey(ticketId, file);
    await storage.putFromTemp(file.tempPath, storageKey);
    moved.push(storageKey);
    await tx.insert(ticketAttachments).values({
      ticketId,
      messageId,
      storageKey,
      originalName: file.originalName.slice(0, LIMITS.textMax),
      mimeType,
      sizeBytes: file.size,
      // Files of one message in the order they were sent (now() is the transaction's, the same for all).
      createdAt: sql`clock_timestamp()`,
    });
  }
}

/** Runs `write` with a list it fills with the storage keys it moved; removes them if `write` fails. */
export async function withStoredFiles<T>(storage: FileStorage, write: (moved: string[]) => Promise<T>): Promise<T> {
  const moved: string[] = [];
  try {
    return await write(moved);
  } catch (error) {
    await Promise.all(moved.map((key) => storage.remove(key).catch(() => undefined)));
    throw error;
  }
}

/** The storage keys of a ticket's files (all) or of some messages'. */
export async function attachmentKeys(db: Executor, where: SQL): Promise<string[]> {
  return (await db.select({ key: ticketAttachments.storageKey }).from(ticketAttachments).where(where)).map((row) => row.key);
}

export const ofMessages = (messageIds: readonly string[]) => inArray(ticketAttachments.messageId, [...messageIds]);

/** Removes files whose rows are gone (after the commit: a file without its row is harmless, a row without its file is not). */
export async function removeFiles(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}

/** The JSON of a ticket's (message null) or a message's attachments, for a select. */
export const attachmentsJson = (ticketId: SQL | PgColumn, messageId: SQL | null): SQL<TicketAttachment[]> =>
  sql<TicketAttachment[]>`coalesce((
    select json_agg(json_build_object('_id', a.id, 'name', a.original_name, 'mimeType', a.mime_type, 'size', a.size_bytes) order by a.created_at, a.id)
    from ticket_attachments a
    where a.ticket_id = ${ticketId} and ${messageId === null ? sql`a.message_id is null` : sql`a.message_id = ${messageId}`}
  ), '[]'::json)`;

/** Sends a stored file of a ticket the reader may see (`scope`: the vendor's tickets, or all for the operator). */
export async function sendAttachment(
  db: Database,
  storage: FileStorage,
  reply: FastifyReply,
  { id, scope }: { id: string; scope: SQL | undefined },
): Promise<FastifyReply> {
  const [file] = await db
    .select({ key: ticketAttachments.storageKey, name: ticketAttachments.originalName, mimeType: ticketAttachments.mimeType })
    .from(ticketAttachments)
    .innerJoin(supportTickets, eq(supportTickets.id, ticketAttachments.ticketId))
    .where(and(eq(ticketAttachments.id, id), scope));
  const stored = file ? await storage.read(file.key) : null;
  if (!file || !stored) throw new HttpError(404, 'attachmentNotFound');
  const asciiName = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .type(file.mimeType)
    .header('content-length', stored.size)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .send(stored.stream);
}
