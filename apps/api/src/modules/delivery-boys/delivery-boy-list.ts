import { compactCode, type DeliveryBoyPage, type deliveryBoyEndpoints, type EndpointArgs } from '@dhub/contract';
import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { deliveryBoys } from '../../db/delivery-boys-schema.js';
import { oneOf } from '../../db/one-of.js';
import { offsetOf, pageOf } from '../../db/paging.js';
import { nameContains } from '../../db/text-search.js';
import { availabilitySql } from './availability.js';
import { selectDeliveryBoys, toDeliveryBoys } from './delivery-boy-read.js';

type ListQuery = EndpointArgs<typeof deliveryBoyEndpoints.list>['query'];

/** A text that finds a delivery boy by part of its name, phone or vehicle number (kept compact, in capitals). */
function matching(term: string | undefined) {
  if (!term) return undefined;
  const compact = compactCode(term);
  return or(
    nameContains(deliveryBoys.name, term),
    nameContains(deliveryBoys.phone, term.replace(/[\s()-]/g, '')),
    compact ? nameContains(deliveryBoys.vehicleNumber, compact) : undefined,
  );
}

/** A page of the delivery boys of these stores (none: no delivery boy), by name. */
export async function listDeliveryBoys(db: Database, storeIds: readonly string[], query: ListQuery): Promise<DeliveryBoyPage> {
  const where = and(
    oneOf(deliveryBoys.storeId, storeIds),
    query.status ? eq(deliveryBoys.status, query.status) : undefined,
    query.availability ? sql`${availabilitySql} = ${query.availability}` : undefined,
    matching(query.searchQuery),
  );
  const [rows, [total]] = await Promise.all([
    selectDeliveryBoys(db).where(where).orderBy(asc(deliveryBoys.name), asc(deliveryBoys.id)).limit(query.limit).offset(offsetOf(query)),
    db.select({ n: count() }).from(deliveryBoys).where(where),
  ]);
  return pageOf(query, await toDeliveryBoys(db, rows), total?.n ?? 0);
}
