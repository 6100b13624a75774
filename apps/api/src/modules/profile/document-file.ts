import { fileExtension } from '@dhub/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.js';
import { storeFiles } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import type { FileStorage } from '../../storage/index.js';

/** Sends a store's KYC document file (the newest of its field) as a download, never cached; 404 documentNotProvided without one. */
export async function sendDocumentFile(
  { db, storage }: { db: Database; storage: FileStorage },
  reply: FastifyReply,
  { storeId, document }: { storeId: string; document: string },
): Promise<FastifyReply> {
  const [file] = await db
    .select({ key: storeFiles.storageKey, mimeType: storeFiles.mimeType, originalName: storeFiles.originalName })
    .from(storeFiles)
    .where(and(eq(storeFiles.storeId, storeId), eq(storeFiles.field, document)))
    .orderBy(desc(storeFiles.createdAt))
    .limit(1);
  const stored = file ? await storage.read(file.key) : null;
  if (!file || !stored) throw new HttpError(404, 'documentNotProvided');
  return reply
    .type(file.mimeType)
    .header('content-length', stored.size)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `attachment; filename="${document}.${fileExtension(file.originalName) || 'bin'}"`)
    .send(stored.stream);
}
