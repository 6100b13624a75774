import { API_PATHS } from '@dhub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-types.js';
import { citiesSchema, countriesSchema, servicesSchema, statesSchema } from './schema.js';
import { listCities, listCountries, listServices, listStates } from './service.js';

export const lookupRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post(API_PATHS.services, { schema: servicesSchema }, async () => ({ services: await listServices(db) }));
  app.post(API_PATHS.countries, { schema: countriesSchema }, async () => ({ country: await listCountries(db) }));
  app.post(API_PATHS.states, { schema: statesSchema }, async (request) => ({
    state: await listStates(db, request.body.countryId),
  }));
  app.post(API_PATHS.cities, { schema: citiesSchema }, async (request) => ({
    cities: await listCities(db, request.body.stateId),
  }));
};
