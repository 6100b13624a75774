import { API_PATHS, MESSAGES } from '@dhub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-types.js';
import { requireRole } from '../../plugins/auth.js';
import { tempUploadDir } from '../../storage/index.js';
import { getVendorProfile } from './profile-service.js';
import { registerStore } from './registration-service.js';
import { registerStoreSchema, vendorProfileSchema } from './schema.js';
import { readMultipartForm, withTempDir } from './upload.js';

export const storeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, storage }) => {
  const registration = {
    schema: registerStoreSchema,
    // The body schema only documents the multipart fields; the handler validates the parts itself.
    validatorCompiler: () => (data: unknown) => ({ value: data }),
  };
  for (const path of [API_PATHS.registerStore, API_PATHS.registerStoreAlias]) {
    app.post(path, registration, async (request, reply) => {
      await withTempDir(tempUploadDir(config.dataDir), async (dir) => registerStore(db, storage, await readMultipartForm(request, dir)));
      return reply.status(201).send({ message: MESSAGES.storeAdded });
    });
  }

  app.get(API_PATHS.vendorProfile, { schema: vendorProfileSchema, preHandler: requireRole('vendor') }, async (request) =>
    getVendorProfile(db, request.user.sub),
  );
};
