import { catalogueEndpoints, catalogueLookupEndpoints as LOOKUP, CATALOGUE_VERTICALS } from '@dhub/contract';
import { describe, expect, it } from 'vitest';
import { call, useCatalogueApp } from '../helpers/catalogue.js';
import type { TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let demo: string;
useCatalogueApp({}, (suite) => ({ ctx, demo } = suite));

describe('spec paths as written answer too', () => {
  it.each([
    ['admin/zone/getall', LOOKUP.adminZones, LOOKUP.zones],
    ['admin/therapeutic-class/…', LOOKUP.adminTherapeuticClasses, LOOKUP.therapeuticClasses],
    ['admin/flavour/…', LOOKUP.adminFlavours, LOOKUP.flavours],
  ])('%s gives the same list as its short path', async (_name, alias, original) => {
    const [a, b] = await Promise.all([call(ctx, 'GET', alias.path), call(ctx, 'GET', original.path)]);
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    expect(a.json().items.length).toBeGreaterThan(0);
  });

  it.each(CATALOGUE_VERTICALS)('%s get-my-list/added is my list', async (vertical) => {
    const { myList, myListAdded } = catalogueEndpoints(vertical);
    expect(myListAdded.path).toBe(`${myList.path}/added`);
    const [a, b] = await Promise.all([
      call(ctx, 'GET', `${myListAdded.path}?limit=5`, demo),
      call(ctx, 'GET', `${myList.path}?limit=5`, demo),
    ]);
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.json()).toEqual(b.json());
    if (vertical === 'grocery') expect(a.json().items).toHaveLength(5);
    expect((await call(ctx, 'GET', myListAdded.path)).statusCode).toBe(401);
  });
});
