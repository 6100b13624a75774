import {
  CATALOGUE_MESSAGES as M,
  type CatalogueVertical,
  type MasterProduct,
  type MasterSearchQuery,
  type Paginated,
  type ProductAttributes,
} from '@dhub/contract';
import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.js';
import { masterProducts, storeItems } from '../../db/catalogue-schema.js';
import { HttpError } from '../../lib/http-error.js';
import {
  joinRefs,
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
  const category = query.categoryId;
  const where = and(
    eq(masterProducts.vertical, vertical),
    nameContains(masterProducts.name, query.searchQuery),
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
  );
  const page = <T extends PgSelect>(select: T) =>
    joinRefs(select, masterProducts)
      .where(where)
      .orderBy(...masterOrder(query))
      .limit(query.limit)
      .offset(offsetOf(query));
  const [items, [total]] = await Promise.all([
    storeId
      ? page(
          db
            .select({ ...masterColumns(), myItemId: storeItems.id })
            .from(masterProducts)
            .leftJoin(storeItems, and(eq(storeItems.masterProductId, masterProducts.id), eq(storeItems.storeId, storeId)))
            .$dynamic(),
        ).then((rows) => rows.map((row) => toMasterProduct(row as MasterRow, row.myItemId ?? null)))
      : page(db.select(masterColumns()).from(masterProducts).$dynamic()).then((rows) =>
          rows.map((row) => toMasterProduct(row as MasterRow)),
        ),
    db.select({ n: count() }).from(masterProducts).where(where),
  ]);
  return { items, page: query.page, limit: query.limit, total: total?.n ?? 0 };
}

export async function getMaster(db: Executor, vertical: CatalogueVertical, id: string): Promise<MasterProduct> {
  const [row] = await joinRefs(db.select(masterColumns()).from(masterProducts).$dynamic(), masterProducts).where(
    and(eq(masterProducts.id, id), eq(masterProducts.vertical, vertical)),
  );
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
