import { storeEndpoints } from '@dhub/contract';
import { and, eq } from 'drizzle-orm';
import { storeFiles } from '../../db/schema.js';
import { featureRoutes } from '../../http/route.js';
import { HttpError } from '../../lib/http-error.js';
import { storeFileKey } from '../../storage/urls.js';

export const mediaRoutes = featureRoutes((route, { db, storage }) => {
  route(storeEndpoints.media, async ({ params, reply }) => {
    const key = storeFileKey(params.storeId, params.fileName);
    const [file] = await db
      .select({ mimeType: storeFiles.mimeType })
      .from(storeFiles)
      .where(and(eq(storeFiles.storageKey, key), eq(storeFiles.isPublic, true)));
    const stored = file ? await storage.read(key) : null;
    if (!file || !stored) throw new HttpError(404, 'notFound');
    return reply
      .type(file.mimeType)
      .header('content-length', stored.size)
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(stored.stream);
  });
});
