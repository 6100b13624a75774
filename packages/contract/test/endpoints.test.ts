import { describe, expect, it } from 'vitest';
import * as contract from '../src/index.js';
import {
  API_MESSAGES,
  authEndpoints,
  endpointUrl,
  errorCodesOf,
  fillPath,
  isMessageCode,
  queryString,
  registrationEndpoints,
  storeEndpoints,
} from '../src/index.js';

type AnyEndpoint = { id: string; method: string; path: string; access: string };
const isEndpoint = (value: unknown): value is AnyEndpoint =>
  Boolean(value && typeof value === 'object' && 'id' in value && 'method' in value && 'path' in value && 'access' in value);

/** Every endpoint the contract exports: the groups, and the catalogue's per-vertical factories. */
function allEndpoints(): AnyEndpoint[] {
  const groups: unknown[] = Object.values(contract).filter((value) => value && typeof value === 'object');
  for (const vertical of contract.CATALOGUE_VERTICALS) {
    for (const factory of Object.values(contract)) {
      if (typeof factory === 'function' && factory !== contract.defineEndpoints && /Endpoints$/.test(factory.name)) {
        groups.push((factory as (vertical: string) => unknown)(vertical));
      }
    }
  }
  return [...new Set(groups.flatMap((group) => (group && typeof group === 'object' ? Object.values(group) : [])).filter(isEndpoint))];
}

describe('endpoint descriptors', () => {
  it('give each endpoint an id of its group and name, and the group tag', () => {
    expect(authEndpoints.vendorLogin.id).toBe('auth.vendorLogin');
    expect(authEndpoints.vendorLogin.tags).toEqual(['auth']);
    expect(storeEndpoints.vendorProfile.access).toBe('vendor');
  });

  it('have unique ids, and one endpoint per method and path', () => {
    const endpoints = allEndpoints();
    expect(endpoints.length).toBeGreaterThan(10);
    const ids = endpoints.map((endpoint) => endpoint.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path.toLowerCase()}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('keep the spec paths, typos included', () => {
    expect(authEndpoints.vendorLogin.path).toBe('/vendor/auth/vendorlogin');
    expect(registrationEndpoints.registerStore.path).toBe('/RegisterStore');
    expect(registrationEndpoints.registerStoreAlias.path).toBe('/vendor/auth/register_store');
  });

  it('build URLs: parameters encoded, empty query values dropped', () => {
    expect(fillPath('/a/:id/b/:itemId', { id: 'x y', itemId: '1' })).toBe('/a/x%20y/b/1');
    expect(queryString({ a: 1, b: '', c: undefined, d: null, e: false })).toBe('?a=1&e=false');
    expect(endpointUrl(storeEndpoints.media, { params: { storeId: 's', fileName: 'f.png' } })).toBe('/media/s/f.png');
  });

  it('declare the access check and input errors they imply', () => {
    const codes = errorCodesOf(storeEndpoints.vendorProfile);
    expect([...(codes.get(401) ?? [])]).toEqual(['unauthorized', 'sessionExpired']);
    expect(codes.get(403)?.has('accountSuspended')).toBe(true);
    expect(errorCodesOf(authEndpoints.vendorLogin).get(429)?.has('tooManyLoginAttempts')).toBe(true);
    expect(errorCodesOf(registrationEndpoints.registerStore).get(413)?.has('fileTooLarge')).toBe(true);
  });

  it('declare only codes that are messages', () => {
    for (const endpoint of allEndpoints()) {
      for (const codes of errorCodesOf(endpoint as never).values()) for (const code of codes) expect(isMessageCode(code), code).toBe(true);
    }
    expect(isMessageCode('itemNotFound')).toBe(true);
    expect(isMessageCode('toString')).toBe(false);
    expect(Object.keys(API_MESSAGES).length).toBeGreaterThan(80);
  });
});
