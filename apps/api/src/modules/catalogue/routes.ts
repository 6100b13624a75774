import {
  ALL_PRODUCTS_PATH,
  CATALOGUE_LOOKUP_PATHS as LOOKUP,
  CATALOGUE_MESSAGES as M,
  CATALOGUE_VERTICALS,
  CATEGORY_PATHS,
  cataloguePaths,
  VERTICAL_CONFIG,
  type CatalogueVertical,
  CATALOGUE_PLACEHOLDER_PATH,
  MESSAGES,
  myListCsvPaths,
  storeQuerySchema,
  type LookupType,
} from '@dhub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.js';
import { tempUploadDir } from '../../storage/index.js';
import { readMultipartForm, withTempDir } from '../stores/upload.js';
import { exportMyListCsv, importMyListCsv } from './csv-service.js';
import { saveCatalogueImage } from './images.js';
import { productTileSvg } from './product-tile.js';
import type { AppDeps } from '../../app-types.js';
import { z } from 'zod';
import { requireRole } from '../../plugins/auth.js';
import { listCities, listCountries, listServices, listStates } from '../lookups/service.js';
import {
  approvedCategories,
  approvedCategoryOf,
  verticalOfCategory,
  categoryRequests,
  requestCategory,
  reviewCategory,
  storeCategories,
} from './category-service.js';
import {
  addItem,
  addVariation,
  deleteItem,
  deleteVariation,
  getItemDetail,
  listItems,
  listMyItems,
  listVariations,
  updateItem,
  updateVariation,
} from './item-service.js';
import { restoreArchivedItem } from './item-archive.js';
import { isId, listLookups } from './lookup-service.js';
import { sendJsonText } from '../../lib/json-text.js';
import { getMaster, insertMaster, searchMasterJson, updateMaster } from './master-service.js';
import { approveRequest, createRequest, getOwnedRequest, listRequests, rejectRequest, updateRequest } from './request-service.js';
import { allProductsSchema, categorySchemas, lookupSchemas, verticalSchemas } from './schema.js';
import { getMasterForStore } from './store-master.js';
import { resolveStore, vendorStoreIds } from './store-scope.js';

const vendorOnly = requireRole('vendor');
const adminOnly = requireRole('admin');

/**
 * The routes of one vertical, from its config (paths from the contract's `cataloguePaths`):
 * master search, my list, product requests, variations (not food) and the operator's side.
 */
export function verticalRoutes(vertical: CatalogueVertical): FastifyPluginAsyncZod<AppDeps> {
  return async (app, { db, storage, config }) => {
    const paths = cataloguePaths(vertical);
    const schemas = verticalSchemas(VERTICAL_CONFIG[vertical]);
    const vendor = { preHandler: vendorOnly };
    const admin = { preHandler: adminOnly };
    const storeOf = (vendorId: string, storeId?: string) => resolveStore(db, vendorId, { vertical, storeId });

    // The search answers JSON text built from its cached page (checked against the schema when cached).
    app.get(paths.masterSearch, { ...vendor, schema: schemas.masterSearch }, async (request, reply) => {
      const { storeId, ...query } = request.query;
      return sendJsonText(reply, await searchMasterJson(db, vertical, { vendorId: request.user.sub, storeId }, query));
    });

    app.get(paths.masterProduct, { ...vendor, schema: schemas.masterProduct }, async (request) => {
      const store = await storeOf(request.user.sub, request.query.storeId);
      return { product: await getMasterForStore(db, vertical, store.id, request.params.id) };
    });

    app.post(paths.addToMyList, { ...vendor, schema: schemas.addToMyList }, async (request, reply) => {
      const store = await storeOf(request.user.sub, request.body.storeId);
      const item = await addItem(db, store, request.body);
      return reply.status(201).send({ message: M.itemAdded, item });
    });

    app.get(paths.myList, { ...vendor, schema: schemas.myList }, async (request) => {
      const store = await storeOf(request.user.sub, request.query.storeId);
      return listMyItems(db, store, request.query);
    });

    app.put(paths.update, { ...vendor, schema: schemas.update }, async (request) => ({
      message: M.itemUpdated,
      item: await updateItem(db, request.user.sub, vertical, request.params.id, request.body),
    }));

    app.delete(paths.delete, { ...vendor, schema: schemas.delete }, async (request) => {
      await deleteItem(db, request.user.sub, vertical, request.params.id);
      return { message: M.itemDeleted };
    });

    app.post(paths.restore, { ...vendor, schema: schemas.restore }, async (request) => {
      await restoreArchivedItem(db, request.user.sub, vertical, request.params.id);
      return { message: M.itemRestored, item: await getItemDetail(db, request.user.sub, vertical, request.params.id) };
    });

    app.get(paths.getById, { ...vendor, schema: schemas.getById }, async (request) => ({
      item: await getItemDetail(db, request.user.sub, vertical, request.params.id),
    }));

    app.post(paths.requestProduct, { ...vendor, schema: schemas.requestProduct }, async (request, reply) => {
      const { storeId, ...input } = request.body;
      const store = await storeOf(request.user.sub, storeId ?? request.query.storeId);
      const created = await createRequest(db, store, input);
      return reply.status(201).send({ message: M.requestCreated, request: created });
    });

    app.get(paths.myRequests, { ...vendor, schema: schemas.myRequests }, async (request) => {
      const store = await storeOf(request.user.sub, request.query.storeId);
      return listRequests(db, { vertical, storeId: store.id }, request.query);
    });

    app.get(paths.myRequest, { ...vendor, schema: schemas.myRequest }, async (request) => ({
      request: await getOwnedRequest(db, request.user.sub, vertical, request.params.id),
    }));

    app.put(paths.updateRequest, { ...vendor, schema: schemas.updateRequest }, async (request) => ({
      message: M.requestUpdated,
      request: await updateRequest(db, request.user.sub, vertical, request.params.id, request.body),
    }));

    app.post(
      paths.uploadImage,
      {
        ...vendor,
        schema: schemas.uploadImage,
        // The schemas only document the request; the handler reads the parts and the query itself.
        validatorCompiler: () => (data: unknown) => ({ value: data }),
      },
      async (request, reply) => {
        const query = storeQuerySchema.safeParse(request.query);
        if (!query.success) throw new HttpError(400, MESSAGES.invalidRequest, { storeId: MESSAGES.invalidRequest });
        const store = await storeOf(request.user.sub, query.data.storeId);
        const url = await withTempDir(tempUploadDir(config.dataDir), async (dir) =>
          saveCatalogueImage(db, storage, store.id, await readMultipartForm(request, dir)),
        );
        return reply.status(201).send({ message: M.imageUploaded, url });
      },
    );

    const csvPaths = myListCsvPaths(vertical);
    app.get(csvPaths.exportMyList, { ...vendor, schema: schemas.exportMyList }, async (request, reply) => {
      const store = await storeOf(request.user.sub, request.query.storeId);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${vertical}-my-list-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(exportMyListCsv(db, store, request.query));
    });

    app.post(
      csvPaths.importMyList,
      {
        ...vendor,
        schema: schemas.importMyList,
        // As upload-image: the schemas document the request; the handler reads the parts and the query.
        validatorCompiler: () => (data: unknown) => ({ value: data }),
      },
      async (request, reply) => {
        const query = storeQuerySchema.safeParse(request.query);
        if (!query.success) throw new HttpError(400, MESSAGES.invalidRequest, { storeId: MESSAGES.invalidRequest });
        const store = await storeOf(request.user.sub, query.data.storeId);
        const { status, report } = await withTempDir(tempUploadDir(config.dataDir), async (dir) =>
          importMyListCsv(db, store, await readMultipartForm(request, dir)),
        );
        return reply.status(status).send(report);
      },
    );

    if (paths.variations) {
      const v = paths.variations;
      app.post(v.add, { ...vendor, schema: schemas.addVariation }, async (request, reply) => {
        const variation = await addVariation(db, request.user.sub, vertical, request.params.itemId, request.body);
        return reply.status(201).send({ message: M.variationAdded, variation });
      });
      app.get(v.list, { ...vendor, schema: schemas.listVariations }, async (request) => ({
        items: await listVariations(db, request.user.sub, vertical, request.params.itemId),
      }));
      app.put(v.update, { ...vendor, schema: schemas.updateVariation }, async (request) => ({
        message: M.variationUpdated,
        variation: await updateVariation(db, request.user.sub, vertical, request.params.id, request.body),
      }));
      app.delete(v.delete, { ...vendor, schema: schemas.deleteVariation }, async (request) => {
        await deleteVariation(db, request.user.sub, vertical, request.params.id);
        return { message: M.variationDeleted };
      });
    }

    // Operator
    app.get(paths.admin.requests, { ...admin, schema: schemas.adminRequests }, async (request) =>
      listRequests(db, { vertical }, request.query),
    );
    app.post(paths.admin.approveRequest, { ...admin, schema: schemas.adminApprove }, async (request) => {
      const approved = await approveRequest(db, vertical, request.params.id);
      return { message: M.requestApproved, request: approved };
    });
    app.post(paths.admin.rejectRequest, { ...admin, schema: schemas.adminReject }, async (request) => ({
      message: M.requestRejected,
      request: await rejectRequest(db, vertical, request.params.id, request.body.reason),
    }));
    app.get(paths.admin.masterList, { ...admin, schema: schemas.adminMasterList }, async (request, reply) =>
      sendJsonText(reply, await searchMasterJson(db, vertical, null, request.query)),
    );
    app.post(paths.admin.createMaster, { ...admin, schema: schemas.adminCreateMaster }, async (request, reply) => {
      const id = await insertMaster(db, vertical, request.body);
      return reply.status(201).send({ message: M.masterCreated, product: await getMaster(db, vertical, id) });
    });
    app.put(paths.admin.updateMaster, { ...admin, schema: schemas.adminUpdateMaster }, async (request) => ({
      message: M.masterUpdated,
      product: await updateMaster(db, vertical, request.params.id, request.body),
    }));
  };
}

/** Lookup lists of the spec's catalogue (GET, no token). */
export const catalogueLookupRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const simple: [string, LookupType, string][] = [
    [LOOKUP.brands, 'brand', 'Brands'],
    [LOOKUP.units, 'unit', 'Units'],
    [LOOKUP.drugTypes, 'drug_type', 'Drug types'],
    [LOOKUP.medicineForms, 'medicine_form', 'Medicine forms'],
    [LOOKUP.packingTypes, 'packing_type', 'Packing types'],
    [LOOKUP.cuisineTypes, 'cuisine_type', 'Cuisine types'],
    [LOOKUP.weights, 'weight', 'Weights'],
    [LOOKUP.zones, 'zone', 'Zones'],
    [LOOKUP.therapeuticClasses, 'therapeutic_class', 'Therapeutic classes'],
    [LOOKUP.flavours, 'flavour', 'Flavours'],
  ];
  for (const [path, type, summary] of simple) {
    app.get(path, { schema: lookupSchemas.lookup(summary) }, async (request) => ({
      items: await listLookups(db, type, request.query.vertical),
    }));
  }
  app.get(LOOKUP.ecommerceDropdown, { schema: lookupSchemas.ecommerceDropdown }, async (request) => {
    const items = await listLookups(db, 'ecommerce_attribute', request.query.vertical);
    const groups: Record<string, typeof items> = {};
    for (const item of items) (groups[item.group ?? 'other'] ??= []).push(item);
    return { items, groups };
  });
  app.get(LOOKUP.categories, { schema: lookupSchemas.categories }, async (request) => ({
    items: await approvedCategories(db, 1, { vertical: request.query.vertical }),
  }));
  app.get(LOOKUP.subcategories, { schema: lookupSchemas.subcategories }, async (request) => ({
    items: isId(request.query.categoryId) ? await approvedCategories(db, 2, { parentId: request.query.categoryId }) : [],
  }));
  app.get(LOOKUP.childCategories, { schema: lookupSchemas.childCategories }, async (request) => ({
    items: isId(request.query.subcategoryId) ? await approvedCategories(db, 3, { parentId: request.query.subcategoryId }) : [],
  }));
  app.get(LOOKUP.activeServices, { schema: lookupSchemas.services }, async () => ({ items: await listServices(db) }));
  app.get(LOOKUP.countries, { schema: lookupSchemas.countries }, async () => ({ items: await listCountries(db) }));
  app.get(LOOKUP.states, { schema: lookupSchemas.states }, async (request) => ({
    items: await listStates(db, request.query.countryId),
  }));
  app.get(LOOKUP.cities, { schema: lookupSchemas.cities }, async (request) => ({
    items: await listCities(db, request.query.stateId),
  }));
};

/** The vendor's categories and subcategories (with its requests) and the operator's review. */
export const categoryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const vendor = { preHandler: vendorOnly };
  const admin = { preHandler: adminOnly };

  // Lists of the store's categories (level 1) or subcategories (level 2): approved + its requests.
  const lists = [
    [CATEGORY_PATHS.categories, 1, undefined, 'Approved categories and my category requests'],
    [CATEGORY_PATHS.rejectedCategories, 1, 'rejected', 'My rejected category requests'],
    [CATEGORY_PATHS.subcategories, 2, undefined, 'Approved subcategories and my subcategory requests (`categoryId` narrows)'],
    [CATEGORY_PATHS.rejectedSubcategories, 2, 'rejected', 'My rejected subcategory requests'],
  ] as const;
  for (const [path, level, fixedStatus, summary] of lists) {
    app.get(path, { ...vendor, schema: categorySchemas.list(summary) }, async (request) => {
      const store = await resolveStore(db, request.user.sub, request.query);
      const { status, categoryId, searchQuery, page, limit } = request.query;
      const parentId = level === 2 ? categoryId : undefined;
      return storeCategories(db, store, level, { status: fixedStatus ?? status, parentId, searchQuery, page, limit });
    });
  }
  app.post(CATEGORY_PATHS.addCategory, { ...vendor, schema: categorySchemas.addCategory }, async (request, reply) => {
    const store = await resolveStore(db, request.user.sub, request.body);
    const category = await requestCategory(db, store, { name: request.body.name, level: 1 });
    return reply.status(201).send({ message: M.categoryRequested, category });
  });
  app.post(CATEGORY_PATHS.addSubcategory, { ...vendor, schema: categorySchemas.addSubcategory }, async (request, reply) => {
    const { name, categoryId, storeId } = request.body;
    // The store: the given one, else the vendor's store of the category's vertical.
    const store = storeId
      ? await resolveStore(db, request.user.sub, { storeId })
      : await resolveStore(db, request.user.sub, { vertical: await verticalOfCategory(db, categoryId) });
    const parentId = await approvedCategoryOf(db, store.vertical, categoryId);
    const category = await requestCategory(db, store, { name, level: 2, parentId });
    return reply.status(201).send({ message: M.subcategoryRequested, category });
  });

  app.get(CATEGORY_PATHS.adminRequests, { ...admin, schema: categorySchemas.adminRequests }, async (request) => ({
    items: await categoryRequests(db, request.query),
  }));
  app.post(CATEGORY_PATHS.adminApprove, { ...admin, schema: categorySchemas.adminApprove }, async (request) => ({
    message: M.requestApproved,
    category: await reviewCategory(db, request.params.id, { status: 'approved' }),
  }));
  app.post(CATEGORY_PATHS.adminReject, { ...admin, schema: categorySchemas.adminReject }, async (request) => ({
    message: M.requestRejected,
    category: await reviewCategory(db, request.params.id, { status: 'rejected', reason: request.body.reason }),
  }));
};

/** Pictures of the seeded products (public, cached). */
const placeholderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    `${CATALOGUE_PLACEHOLDER_PATH}/:name`,
    {
      schema: {
        tags: ['catalogue: lookups'],
        summary: 'Placeholder image (SVG) of a seeded product',
        params: z.object({ name: z.string().regex(/^[a-z0-9-]{1,120}\.svg$/) }),
      },
    },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(productTileSvg(request.params.name)),
  );
};

/** One view of every item of the vendor, across its stores and verticals. */
const allProductsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(ALL_PRODUCTS_PATH, { preHandler: vendorOnly, schema: allProductsSchema }, async (request) => {
    const { storeId, ...query } = request.query;
    const storeIds = await vendorStoreIds(db, request.user.sub, undefined, storeId);
    if (storeId && !storeIds.length) throw new HttpError(404, M.storeNotFound);
    return listItems(db, storeIds, query);
  });
};

/** Every catalogue route: lookups, categories, then one plugin per vertical. */
export const catalogueRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(catalogueLookupRoutes, deps);
  await app.register(placeholderRoutes, deps);
  await app.register(allProductsRoutes, deps);
  await app.register(categoryRoutes, deps);
  for (const vertical of CATALOGUE_VERTICALS) await app.register(verticalRoutes(vertical), deps);
};
