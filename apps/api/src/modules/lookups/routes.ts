import { catalogueLookupEndpoints, lookupEndpoints } from '@dhub/contract';
import { featureRoutes } from '../../http/route.js';
import { listCities, listCountries, listServices, listStates } from './service.js';

export const lookupRoutes = featureRoutes((route, { db }) => {
  route(lookupEndpoints.services, async () => ({ services: await listServices(db) }));
  route(lookupEndpoints.countries, async () => ({ country: await listCountries(db) }));
  route(lookupEndpoints.states, async ({ body }) => ({ state: await listStates(db, body.countryId) }));
  route(lookupEndpoints.cities, async ({ body }) => ({ cities: await listCities(db, body.stateId) }));

  // The same lists under the catalogue's GET names (spec §7), as `{items}`.
  route(catalogueLookupEndpoints.activeServices, async () => ({ items: await listServices(db) }));
  route(catalogueLookupEndpoints.countries, async () => ({ items: await listCountries(db) }));
  route(catalogueLookupEndpoints.states, async ({ query }) => ({ items: await listStates(db, query.countryId) }));
  route(catalogueLookupEndpoints.cities, async ({ query }) => ({ items: await listCities(db, query.stateId) }));
});
