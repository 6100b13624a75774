import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { API_PATHS, API_PREFIX } from '@dhub/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PATH = `${API_PREFIX}${API_PATHS.docs}`;

/** OpenAPI generated from the routes' zod schemas; UI at /v1/dhubApi/docs, JSON at /v1/dhubApi/docs/json. */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'DHub Vendor Portal API',
        description: 'Vendor sign-in, lookups and store registration. Errors are JSON {message, errors?}.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      tags: [
        { name: 'auth', description: 'Sign-in' },
        { name: 'lookups', description: 'Services and geography' },
        { name: 'stores', description: 'Store registration and vendor profile' },
        { name: 'system', description: 'Health and baseline' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PATH });
}
