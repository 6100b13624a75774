import { MESSAGES } from '@dhub/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-types.js';
import { storeFiles } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { storeFileKey } from './urls.js';

const mediaSchema = {
  tags: ['stores'],
  summary: "A store's public image (profile image, logo, banner, business images); KYC documents are never served",
  description: 'Answers the file with its sniffed content type, or 404 JSON {message}.',
  params: z.object({ storeId: z.uuid(), fileName: z.string().regex(/^[\w.-]{1,200}$/) }),
};

export const mediaRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, storage }) => {
  app.get('/media/:storeId/:fileName', { schema: mediaSchema }, async (request, reply) => {
    const key = storeFileKey(request.params.storeId, request.params.fileName);
    const [file] = await db
      .select({ mimeType: storeFiles.mimeType })
      .from(storeFiles)
      .where(and(eq(storeFiles.storageKey, key), eq(storeFiles.isPublic, true)));
    const stored = file ? await storage.read(key) : null;
    if (!file || !stored) throw new HttpError(404, MESSAGES.notFound);
    return reply
      .type(file.mimeType)
      .header('content-length', stored.size)
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(stored.stream);
  });
};
