import { idSchema, type CatalogueVertical, type LookupItem, type LookupType } from '@dhub/contract';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { catalogueLookups } from '../../db/catalogue-schema.js';

export const isId = (value: string) => idSchema.safeParse(value).success;

/** Active lookups of a type; with a vertical, the shared ones (vertical null) and that vertical's. */
export function listLookups(db: Database, { type, vertical }: { type: LookupType; vertical?: CatalogueVertical }): Promise<LookupItem[]> {
  return db
    .select({
      _id: catalogueLookups.id,
      name: catalogueLookups.name,
      vertical: catalogueLookups.vertical,
      group: catalogueLookups.group,
    })
    .from(catalogueLookups)
    .where(
      and(
        eq(catalogueLookups.type, type),
        eq(catalogueLookups.active, true),
        vertical ? or(isNull(catalogueLookups.vertical), eq(catalogueLookups.vertical, vertical)) : undefined,
      ),
    )
    .orderBy(asc(catalogueLookups.sortOrder), asc(catalogueLookups.name));
}
