import { fileExtension, type DeliveryBoyDocumentKind } from '@dhub/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.js';
import { deliveryBoyDocuments, deliveryBoys } from '../../db/delivery-boys-schema.js';
import { storeFiles } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import type { FileStorage } from '../../storage/index.js';

/** Sends a delivery boy's document (found by `where`: its id and the reader's stores), never cached, as a download. */
export async function sendDocument(
  { db, storage }: { db: Database; storage: FileStorage },
  reply: FastifyReply,
  { where, id, kind }: { where: SQL; id: string; kind: DeliveryBoyDocumentKind },
): Promise<FastifyReply> {
  const [boy] = await db.select({ id: deliveryBoys.id }).from(deliveryBoys).where(where);
  if (!boy) throw new HttpError(404, 'deliveryBoyNotFound');
  const [file] = await db
    .select({ key: storeFiles.storageKey, mimeType: storeFiles.mimeType, originalName: storeFiles.originalName })
    .from(deliveryBoyDocuments)
    .innerJoin(storeFiles, eq(storeFiles.id, deliveryBoyDocuments.fileId))
    .where(and(eq(deliveryBoyDocuments.deliveryBoyId, id), eq(deliveryBoyDocuments.kind, kind)));
  const stored = file ? await storage.read(file.key) : null;
  if (!file || !stored) throw new HttpError(404, 'documentNotFound');
  return reply
    .type(file.mimeType)
    .header('content-length', stored.size)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `attachment; filename="${kind}.${fileExtension(file.originalName) || 'bin'}"`)
    .send(stored.stream);
}
