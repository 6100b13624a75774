import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { API_PREFIX } from '@dhub/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PATH = `${API_PREFIX}/docs`;

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
        { name: 'catalogue: grocery', description: 'Grocery: master catalogue, my list, variations, product requests' },
        { name: 'catalogue: food', description: 'Food: master catalogue, my list, product requests (no variations)' },
        { name: 'catalogue: shopping', description: 'Shopping: master catalogue, my list, variations, product requests' },
        { name: 'catalogue: medicine', description: 'Medicine: master catalogue, my list, variations, product requests' },
        { name: 'catalogue: products', description: "All of the vendor's items across its stores and verticals" },
        { name: 'catalogue: categories', description: "Categories and subcategories with the vendor's requests" },
        { name: 'catalogue: lookups', description: 'Brands, units, weights, zones and the other catalogue lists' },
        { name: 'catalogue: operator', description: 'Operator review of requests and master catalogue (admin token)' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PATH });
}
