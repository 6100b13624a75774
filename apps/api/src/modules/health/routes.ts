import { systemEndpoints } from '@dhub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-types.js';
import { pingDatabase } from '../../db/client.js';
import { featureRoutes } from '../../http/route.js';

export const HEALTH_PATH = '/healthz';

const healthSchema = {
  tags: ['system'],
  summary: 'Liveness and database check (not under the API prefix)',
  response: {
    200: z.object({ status: z.literal('ok') }),
    503: z.object({ status: z.literal('unavailable') }),
  },
};

/** GET /healthz: 200 when `select 1` works, else 503. Registered without the API prefix. */
export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(HEALTH_PATH, { schema: healthSchema }, async (_request, reply) =>
    (await pingDatabase(db)) ? { status: 'ok' as const } : reply.status(503).send({ status: 'unavailable' as const }),
  );
};

export const pingRoutes = featureRoutes((route) => {
  route(systemEndpoints.ping, async () => ({ message: 'pong' as const }));
});
