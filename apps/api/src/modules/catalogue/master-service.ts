import {
  CATALOGUE_MESSAGES as M,
  type CatalogueVertical,
  type MasterProduct,
  type MasterSearchQuery,
  type Paginated,
  type ProductAttributes,
} from '@dhub/contract';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { masterNameTrigramIndex, masterProductNames, masterProducts, storeItems } from '../../db/catalogue-schema.js';
import { HttpError } from '../../lib/http-error.js';
import {
  masterColumns,
  nameContains,
  offsetOf,
  toMasterProduct,
  type MasterRow,
} from './product-query.js';
import { checkProductRefs } from './references.js';

export interface MasterProductInput {
  name: string;
  description?: string;
  categoryId: string;
  subcategoryId?: string;
  childCategoryId?: string;
  brandId?: string;
  unitId?: string;
  images: string[];
  attributes: ProductAttributes;
}

function masterOrder({ sort, order }: Pick<MasterSearchQuery, 'sort' | 'order'>) {
  const direction = order === 'desc' ? desc : asc;
  return [direction(sort === 'createdAt' ? masterProducts.createdAt : masterProducts.name), direction(masterProducts.id)];
}

/** The category (any level), subcategory, child category and brand filters. */
function whereFilters(query: Omit<MasterSearchQuery, 'storeId'>): (SQL | undefined)[] {
  const category = query.categoryId;
  return [
    category
      ? or(
          eq(masterProducts.categoryId, category),
          eq(masterProducts.subcategoryId, category),
          eq(masterProducts.childCategoryId, category),
        )
      : undefined,
    query.subcategoryId ? eq(masterProducts.subcategoryId, query.subcategoryId) : undefined,
    query.childCategoryId ? eq(masterProducts.childCategoryId, query.childCategoryId) : undefined,
    query.brandId ? eq(masterProducts.brandId, query.brandId) : undefined,
  ];
}

/**
 * The planner's estimate of a vertical's products (the tuples of its partial trigram index, as of
 * the last VACUUM / ANALYZE; 0 before): enough to size the name walk below, where an exact
 * `count(*)` of 100k index entries cost ~9 ms.
 */
async function estimatedProducts(db: Database, vertical: CatalogueVertical): Promise<number> {
  const result = (await db.execute(
    sql`select greatest(reltuples, 0) as n from pg_class where oid = ${masterNameTrigramIndex(vertical)}::regclass`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * The master catalogue of a vertical, searched and filtered; with a store, each product has
 * `myItemId` (the store's item of it, or null). The operator searches without a store.
 */
export async function searchMaster(
  db: Database,
  vertical: CatalogueVertical,
  storeId: string | null,
  query: Omit<MasterSearchQuery, 'storeId'>,
): Promise<Paginated<MasterProduct>> {
  const where = and(eq(masterProducts.vertical, vertical), nameContains(masterProducts.name, query.searchQuery), ...whereFilters(query));
  const term = query.searchQuery?.trim().toLowerCase();
  const filters = [query.categoryId, query.subcategoryId, query.childCategoryId, query.brandId];
  const noFilters = filters.every((value) => value === undefined);
  // Exact, computed per request: a per-process cache would give instances behind a load
  // balancer different totals (the API keeps no state in memory). A text search alone counts
  // in the narrow master_product_names (same lower-cased names, kept by a trigger).
  const countWhere = async (table: typeof masterProducts | typeof masterProductNames, condition: SQL | undefined) =>
    (await db.select({ n: count() }).from(table).where(condition))[0]?.n ?? 0;
  const total =
    term && noFilters
      ? await countWhere(masterProductNames, and(eq(masterProductNames.vertical, vertical), nameContains(masterProductNames.name, term, false)))
      : await countWhere(masterProducts, where);
  if (total === 0 || offsetOf(query) >= total) return { items: [], page: query.page, limit: query.limit, total };

  // Two steps: the page's ids from master_products alone (cheap to plan), then their rows with
  // the store's item and the five refs by id (a 7-table join planned around a semi-join or a
  // trigram condition cost 15 ms of planning on PostgreSQL 15, more than running it).
  const pageIds = async (condition: SQL | undefined) =>
    (
      await db
        .select({ id: masterProducts.id })
        .from(masterProducts)
        .where(condition)
        .orderBy(...masterOrder(query))
        .limit(query.limit)
        .offset(offsetOf(query))
    ).map((row) => row.id);

  // A frequent term sorted by name: the planner's LIKE estimate is a guess (a few rows), so it
  // reads and sorts every match (thousands: 10–80 ms). With the exact total known, the page is
  // among the first ≈ (offset + limit) × products / total names of the vertical: take 4× that
  // many in name order from the (vertical, name, id) index (index-only), then filter. If they hold
  // too few matches (terms bunched in the alphabet), fall back to the full plan.
  let ids: string[] | undefined;
  if (term && query.sort === 'name' && noFilters) {
    const products = await estimatedProducts(db, vertical);
    const walked = Math.ceil(((offsetOf(query) + query.limit) * products) / total);
    if (walked * 4 < total) {
      const direction = query.order === 'desc' ? sql`desc` : sql`asc`;
      const pattern = nameContains(sql.raw('candidates.name'), term)!;
      const candidates = sql`${masterProducts.id} in (select id from (
        select id, name from ${masterProducts} where vertical = ${vertical}
        order by name ${direction}, id ${direction} limit ${walked * 4 + 100}) as candidates where ${pattern})`;
      const found = await pageIds(and(eq(masterProducts.vertical, vertical), candidates));
      if (found.length === Math.min(query.limit, total - offsetOf(query))) ids = found;
    }
  }
  ids ??= await pageIds(where);
  if (!ids.length) return { items: [], page: query.page, limit: query.limit, total };
  const select = storeId
    ? db
        .select({ ...masterColumns(), myItemId: storeItems.id })
        .from(masterProducts)
        .leftJoin(storeItems, and(eq(storeItems.masterProductId, masterProducts.id), eq(storeItems.storeId, storeId)))
        .$dynamic()
    : db.select({ ...masterColumns(), myItemId: sql<string | null>`null` }).from(masterProducts).$dynamic();
  const rows = await select.where(inArray(masterProducts.id, ids));
  const byId = new Map(rows.map((row) => [row._id, row]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toMasterProduct(row as MasterRow, storeId ? (row.myItemId ?? null) : undefined)] : [];
  });
  return { items, page: query.page, limit: query.limit, total };
}

export async function getMaster(db: Executor, vertical: CatalogueVertical, id: string): Promise<MasterProduct> {
  const [row] = await db
    .select(masterColumns())
    .from(masterProducts)
    .where(and(eq(masterProducts.id, id), eq(masterProducts.vertical, vertical)));
  if (!row) throw new HttpError(404, M.productNotFound);
  return toMasterProduct(row as MasterRow);
}

/** Inserts a master product (refs checked); returns its id. */
export async function insertMaster(db: Executor, vertical: CatalogueVertical, input: MasterProductInput): Promise<string> {
  await checkProductRefs(db, vertical, input);
  const [row] = await db
    .insert(masterProducts)
    .values({ vertical, ...input, description: input.description ?? null })
    .returning({ id: masterProducts.id });
  return row!.id;
}

export async function updateMaster(
  db: Database,
  vertical: CatalogueVertical,
  id: string,
  input: Partial<MasterProductInput>,
): Promise<MasterProduct> {
  const [current] = await db
    .select()
    .from(masterProducts)
    .where(and(eq(masterProducts.id, id), eq(masterProducts.vertical, vertical)));
  if (!current) throw new HttpError(404, M.productNotFound);
  const merged = {
    categoryId: input.categoryId ?? current.categoryId,
    subcategoryId: input.subcategoryId ?? (input.categoryId ? undefined : (current.subcategoryId ?? undefined)),
    childCategoryId: input.childCategoryId ?? (input.categoryId || input.subcategoryId ? undefined : (current.childCategoryId ?? undefined)),
    brandId: input.brandId ?? current.brandId ?? undefined,
    unitId: input.unitId ?? current.unitId ?? undefined,
    attributes: input.attributes ?? current.attributes,
  };
  await checkProductRefs(db, vertical, merged);
  await db
    .update(masterProducts)
    .set({
      ...input,
      subcategoryId: merged.subcategoryId ?? null,
      childCategoryId: merged.childCategoryId ?? null,
      updatedAt: sql`now()`,
    })
    .where(eq(masterProducts.id, id));
  return getMaster(db, vertical, id);
}
