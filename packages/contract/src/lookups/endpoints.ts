import { defineEndpoints } from '../http/endpoint.js';
import {
  citiesRequestSchema,
  citiesResponseSchema,
  countriesResponseSchema,
  servicesResponseSchema,
  statesRequestSchema,
  statesResponseSchema,
} from './schemas.js';

const UNKNOWN_IDS = 'An unknown or malformed id gives an empty list; a missing id gives 400.';

/** The registration wizard's lists (spec §7: POST, no token). */
export const lookupEndpoints = defineEndpoints('lookups', 'lookups', {
  services: {
    method: 'POST',
    path: '/GetService',
    access: 'public',
    summary: 'Active services, in display order (no token)',
    response: servicesResponseSchema,
  },
  countries: {
    method: 'POST',
    path: '/GetCountryWithoutToken',
    access: 'public',
    summary: 'Countries, by name (no token)',
    response: countriesResponseSchema,
  },
  states: {
    method: 'POST',
    path: '/GetStatesByCountryWithoutToken',
    access: 'public',
    summary: "A country's states, by name (no token)",
    description: UNKNOWN_IDS,
    body: statesRequestSchema,
    response: statesResponseSchema,
  },
  cities: {
    method: 'POST',
    path: '/GetCitiesByStateWithoutToken',
    access: 'public',
    summary: "A state's cities, by name (no token)",
    description: UNKNOWN_IDS,
    body: citiesRequestSchema,
    response: citiesResponseSchema,
  },
});
