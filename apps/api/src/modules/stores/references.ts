import { idSchema, type MessageCode } from '@dhub/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cities, countries, services, states } from '../../db/schema.js';

const isId = (value: string) => idSchema.safeParse(value).success;

interface References {
  serviceId: string;
  countryId: string;
  stateId: string;
  cityId: string;
}

/** field → code for a service that is not offered or a city / state / country that do not nest. */
export async function findReferenceErrors(db: Database, refs: References): Promise<Record<string, MessageCode>> {
  const errors: Record<string, MessageCode> = {};
  const service = isId(refs.serviceId)
    ? await db
        .select({ id: services.id })
        .from(services)
        .where(and(eq(services.id, refs.serviceId), eq(services.active, true)))
    : [];
  if (service.length === 0) errors.serviceId = 'unknownService';

  const malformed = (['countryId', 'stateId', 'cityId'] as const).find((field) => !isId(refs[field]));
  if (malformed) {
    errors[malformed] = 'unknownLocation';
    return errors;
  }
  const [location] = await db
    .select({ stateId: states.id, cityId: cities.id })
    .from(countries)
    .leftJoin(states, and(eq(states.id, refs.stateId), eq(states.countryId, countries.id)))
    .leftJoin(cities, and(eq(cities.id, refs.cityId), sql`${cities.stateId} = ${states.id}`))
    .where(eq(countries.id, refs.countryId));
  if (!location) errors.countryId = 'unknownLocation';
  else if (!location.stateId) errors.stateId = 'unknownLocation';
  else if (!location.cityId) errors.cityId = 'unknownLocation';
  return errors;
}
