import { idSchema, type NamedItem, type Service } from '@dhub/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cities, countries, services, states } from '../../db/schema.js';

/** Malformed ids find nothing (an empty list), like unknown ones: no query is sent for them. */
const isId = (value: string) => idSchema.safeParse(value).success;

export function listServices(db: Database): Promise<Service[]> {
  return db
    .select({ _id: services.id, name: services.name, kind: services.kind })
    .from(services)
    .where(eq(services.active, true))
    .orderBy(asc(services.sortOrder), asc(services.name));
}

export function listCountries(db: Database): Promise<NamedItem[]> {
  return db.select({ _id: countries.id, name: countries.name }).from(countries).orderBy(asc(countries.name));
}

export async function listStates(db: Database, countryId: string): Promise<NamedItem[]> {
  if (!isId(countryId)) return [];
  return db.select({ _id: states.id, name: states.name }).from(states).where(eq(states.countryId, countryId)).orderBy(asc(states.name));
}

export async function listCities(db: Database, stateId: string): Promise<NamedItem[]> {
  if (!isId(stateId)) return [];
  return db.select({ _id: cities.id, name: cities.name }).from(cities).where(eq(cities.stateId, stateId)).orderBy(asc(cities.name));
}
