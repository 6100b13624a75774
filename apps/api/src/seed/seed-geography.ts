import type { Executor } from '../db/client.js';
import { cities, countries, states } from '../db/schema.js';
import { GEOGRAPHY } from './geography.js';

export async function seedGeography(db: Executor): Promise<void> {
  for (const country of GEOGRAPHY) {
    const [insertedCountry] = await db
      .insert(countries)
      .values({ name: country.name, isoCode: country.isoCode })
      .returning({ id: countries.id });
    const stateNames = Object.keys(country.states);
    const insertedStates = await db
      .insert(states)
      .values(stateNames.map((name) => ({ countryId: insertedCountry!.id, name })))
      .returning({ id: states.id, name: states.name });
    await db
      .insert(cities)
      .values(insertedStates.flatMap((state) => (country.states[state.name] ?? []).map((name) => ({ stateId: state.id, name }))));
  }
}
