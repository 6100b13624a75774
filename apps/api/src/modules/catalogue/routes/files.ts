import { CATALOGUE_MESSAGES as M, catalogueEndpoints, type CatalogueVertical } from '@dhub/contract';
import { storeOf } from '../../../access/actor.js';
import type { AppDeps } from '../../../app-types.js';
import type { Route } from '../../../http/route.js';
import { exportMyListCsv } from '../csv-export.js';
import { importMyListCsv } from '../csv-import.js';
import { checkUploadQuota, removeUnusedImages } from '../unused-images.js';
import { saveCatalogueImage } from '../images.js';

/** A vertical's files: product image upload, my list CSV export and import. */
export function verticalFileRoutes(route: Route, { db, storage }: AppDeps, vertical: CatalogueVertical): void {
  const endpoints = catalogueEndpoints(vertical);

  route(
    endpoints.uploadImage,
    async ({ actor, query, form }) => {
      const store = storeOf(actor, { vertical, storeId: query.storeId });
      return { message: M.imageUploaded, url: await saveCatalogueImage(db, storage, { storeId: store.id, form }) };
    },
    {
      // Before the body is read: the store's unused photos go, then its quota is checked.
      before: async (request) => {
        const { storeId } = request.query as { storeId?: string };
        const store = storeOf(request.actor!, { vertical, storeId });
        await removeUnusedImages(db, storage, { storeId: store.id });
        await checkUploadQuota(db, store.id);
      },
    },
  );

  route(endpoints.exportMyList, async ({ actor, query, reply }) => {
    const store = storeOf(actor, { vertical, storeId: query.storeId });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${vertical}-my-list-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(exportMyListCsv(db, { store, query }));
  });

  // The report answers 200 when applied, 400 (the same shape) when a row is bad.
  route(endpoints.importMyList, async ({ actor, query, form, reply }) => {
    const store = storeOf(actor, { vertical, storeId: query.storeId });
    const { status, report } = await importMyListCsv(db, { store, form });
    return reply.status(status).send(report);
  });
}
