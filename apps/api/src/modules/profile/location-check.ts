import { idSchema } from '@dhub/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { cities, states } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';

/** The city lies in the state, the state in the country: 400 unknownLocation on the city otherwise. */
export async function checkLocation(db: Executor, { countryId, stateId, cityId }: { countryId: string; stateId: string; cityId: string }) {
  const valid = [countryId, stateId, cityId].every((id) => idSchema.safeParse(id).success);
  const [city] = valid
    ? await db
        .select({ id: cities.id })
        .from(cities)
        .innerJoin(states, eq(states.id, cities.stateId))
        .where(and(eq(cities.id, cityId), eq(states.id, stateId), eq(states.countryId, countryId)))
    : [];
  if (!city) throw HttpError.onField(400, 'unknownLocation', 'cityId');
}
