import { eq } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { cities, countries, services, states, stores } from '../../db/schema.js';

/** The store's service, joined under its own name (the store's columns come along too). */
const serviceRef = alias(services, 'store_service_ref');

/** A store row with the names of its service and place (join serviceRef, countries, states, cities). */
export const STORE_WITH_NAMES = {
  store: stores,
  service: { _id: serviceRef.id, name: serviceRef.name, kind: serviceRef.kind },
  country: { _id: countries.id, name: countries.name },
  state: { _id: states.id, name: states.name },
  city: { _id: cities.id, name: cities.name },
};

/** Joins STORE_WITH_NAMES's tables to a select of stores: inner, or left when the store itself is left-joined. */
export function joinStoreNames<T extends PgSelect>(select: T, join: 'inner' | 'left'): T {
  const joined = (join === 'inner' ? select.innerJoin.bind(select) : select.leftJoin.bind(select)) as T['innerJoin'];
  joined(serviceRef, eq(serviceRef.id, stores.serviceId));
  joined(countries, eq(countries.id, stores.countryId));
  joined(states, eq(states.id, stores.stateId));
  joined(cities, eq(cities.id, stores.cityId));
  return select;
}
