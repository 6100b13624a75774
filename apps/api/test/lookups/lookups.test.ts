import {
  citiesResponseSchema,
  countriesResponseSchema,
  MESSAGES,
  servicesResponseSchema,
  statesResponseSchema,
  lookupEndpoints,
} from '@dhub/contract';
import { describe, expect, it } from 'vitest';
import { api } from '../helpers/http.js';
import { useTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
useTestApp(async (app) => {
  ctx = app;
});

const post = (path: string, payload?: object | string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: api(path), payload, headers });

const names = (items: { name: string }[]) => items.map((item) => item.name);
const sorted = (values: string[]) => [...values].sort((a, b) => a.localeCompare(b));

async function idOf(path: string, key: string, payload: object, name: string): Promise<string> {
  const list = (await post(path, payload)).json<Record<string, { _id: string; name: string }[]>>()[key] ?? [];
  const found = list.find((item) => item.name === name);
  if (!found) throw new Error(`${name} not in ${path}`);
  return found._id;
}

describe('POST GetService', () => {
  it('lists the four verticals first, then the bookable services', async () => {
    const response = await post(lookupEndpoints.services.path);
    expect(response.statusCode).toBe(200);
    const { services } = servicesResponseSchema.parse(response.json());
    expect(names(services).slice(0, 4)).toEqual(['Grocery', 'Food', 'Shopping', 'Medicine']);
    expect(services.filter((service) => service.kind === 'booking').length).toBeGreaterThanOrEqual(4);
  });

  it('accepts a request without a body and with an empty JSON body', async () => {
    expect((await post(lookupEndpoints.services.path, '', { 'content-type': 'application/json' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: api(lookupEndpoints.services.path) })).statusCode).toBe(200);
  });
});

describe('POST GetCountryWithoutToken', () => {
  it('lists the countries by name under the key "country"', async () => {
    const response = await post(lookupEndpoints.countries.path, {});
    const { country } = countriesResponseSchema.parse(response.json());
    expect(names(country)).toEqual(sorted(names(country)));
    expect(names(country)).toEqual(expect.arrayContaining(['India', 'United Arab Emirates', 'France', 'China', 'United States']));
  });
});

describe('POST GetStatesByCountryWithoutToken', () => {
  it("lists India's 28 states and 8 union territories, by name", async () => {
    const countryId = await idOf(lookupEndpoints.countries.path, 'country', {}, 'India');
    const response = await post(lookupEndpoints.states.path, { countryId });
    expect(response.statusCode).toBe(200);
    const { state } = statesResponseSchema.parse(response.json());
    expect(state).toHaveLength(36);
    expect(names(state)).toEqual(sorted(names(state)));
    expect(names(state)).toEqual(expect.arrayContaining(['Karnataka', 'Delhi', 'Ladakh', 'Tamil Nadu', 'Puducherry']));
  });

  it('answers an empty list for an unknown or malformed id, 400 when the id is missing', async () => {
    const unknown = await post(lookupEndpoints.states.path, { countryId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ state: [] });
    expect((await post(lookupEndpoints.states.path, { countryId: 'not-an-id' })).json()).toEqual({ state: [] });
    const missing = await post(lookupEndpoints.states.path, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: { countryId: expect.any(String) } });
    const wrongType = await post(lookupEndpoints.states.path, { countryId: 12 });
    expect(wrongType.statusCode).toBe(400);
  });
});

describe('POST GetCitiesByStateWithoutToken', () => {
  it('lists a state\'s cities by name under the key "cities"', async () => {
    const countryId = await idOf(lookupEndpoints.countries.path, 'country', {}, 'India');
    const stateId = await idOf(lookupEndpoints.states.path, 'state', { countryId }, 'Karnataka');
    const response = await post(lookupEndpoints.cities.path, { stateId });
    const { cities } = citiesResponseSchema.parse(response.json());
    expect(names(cities)).toEqual(sorted(names(cities)));
    expect(names(cities)).toEqual(expect.arrayContaining(['Bengaluru', 'Mysuru', 'Mangaluru']));
  });

  it('answers an empty list for an unknown id, 400 for a missing one, 400 for bad JSON', async () => {
    expect((await post(lookupEndpoints.cities.path, { stateId: '00000000-0000-4000-8000-000000000000' })).json()).toEqual({ cities: [] });
    const missing = await post(lookupEndpoints.cities.path, { countryId: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['stateId']);
    const badJson = await post(lookupEndpoints.cities.path, '{"stateId":', { 'content-type': 'application/json' });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ code: 'invalidRequest', message: MESSAGES.invalidRequest });
  });
});
