import {
  apiErrorSchema,
  citiesRequestSchema,
  citiesResponseSchema,
  countriesResponseSchema,
  servicesResponseSchema,
  statesRequestSchema,
  statesResponseSchema,
} from '@dhub/contract';

const UNKNOWN_IDS = 'An unknown or malformed id gives an empty list; a missing id gives 400.';

export const servicesSchema = {
  tags: ['lookups'],
  summary: 'Active services, in display order (no token)',
  response: { 200: servicesResponseSchema },
};

export const countriesSchema = {
  tags: ['lookups'],
  summary: 'Countries, by name (no token)',
  response: { 200: countriesResponseSchema },
};

export const statesSchema = {
  tags: ['lookups'],
  summary: "A country's states, by name (no token)",
  description: UNKNOWN_IDS,
  body: statesRequestSchema,
  response: { 200: statesResponseSchema, 400: apiErrorSchema },
};

export const citiesSchema = {
  tags: ['lookups'],
  summary: "A state's cities, by name (no token)",
  description: UNKNOWN_IDS,
  body: citiesRequestSchema,
  response: { 200: citiesResponseSchema, 400: apiErrorSchema },
};
