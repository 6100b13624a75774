import { type CatalogueVertical, type MasterProduct, type MasterSearchQuery, type ProductAttributes } from '@dhub/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { masterProducts } from '../../db/catalogue-schema.js';
import { HttpError } from '../../lib/http-error.js';
import { searchPage } from './search-page.js';
import { masterProductJson } from './product-query.js';
import { checkProductRefs } from './references.js';
import { searchAnswerText, searchCacheKey, searchCountKey, searchWindowKey, type Searcher } from './search-cache.js';

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

/**
 * The master catalogue of a vertical, searched and filtered, as the response's JSON text; for a
 * vendor's store, each product has `myItemId` (the store's item of it, or null). The operator
 * searches without a store. A page is computed once per catalogue version and shared through
 * master_search_cache (search-cache.ts); the store's items of its products are read every time.
 * Its JSON is built by PostgreSQL to the response's schema (tests check it, as every JsonText).
 */
export async function searchMasterJson(
  db: Database,
  { vertical, searcher, query }: { vertical: CatalogueVertical; searcher: Searcher; query: Omit<MasterSearchQuery, 'storeId'> },
): Promise<string> {
  const key = searchCacheKey(vertical, query);
  const found = await searchPage(db, vertical, query, {
    key,
    countKey: searchCountKey(vertical, query),
    windowKey: searchWindowKey(vertical, query),
    storeId: searcher?.storeId ?? null,
  });
  return searchAnswerText(found.productsText, found.mine, searcher !== null, {
    page: query.page,
    limit: query.limit,
    total: found.total,
    totalCapped: found.totalCapped,
  });
}

export async function getMaster(db: Executor, { vertical, id }: { vertical: CatalogueVertical; id: string }): Promise<MasterProduct> {
  const [row] = await db
    .select({ product: masterProductJson() })
    .from(masterProducts)
    .where(and(eq(masterProducts.id, id), eq(masterProducts.vertical, vertical)));
  if (!row) throw new HttpError(404, 'productNotFound');
  return row.product;
}

/** Inserts a master product (refs checked); returns its id. */
export async function insertMaster(
  db: Executor,
  { vertical, input }: { vertical: CatalogueVertical; input: MasterProductInput },
): Promise<string> {
  await checkProductRefs(db, { vertical, refs: input });
  const [row] = await db
    .insert(masterProducts)
    .values({ vertical, ...input, description: input.description ?? null })
    .returning({ id: masterProducts.id });
  return row!.id;
}

export async function updateMaster(
  db: Database,
  { vertical, id, input }: { vertical: CatalogueVertical; id: string; input: Partial<MasterProductInput> },
): Promise<MasterProduct> {
  const [current] = await db
    .select()
    .from(masterProducts)
    .where(and(eq(masterProducts.id, id), eq(masterProducts.vertical, vertical)));
  if (!current) throw new HttpError(404, 'productNotFound');
  const merged = {
    categoryId: input.categoryId ?? current.categoryId,
    subcategoryId: input.subcategoryId ?? (input.categoryId ? undefined : (current.subcategoryId ?? undefined)),
    childCategoryId:
      input.childCategoryId ?? (input.categoryId || input.subcategoryId ? undefined : (current.childCategoryId ?? undefined)),
    brandId: input.brandId ?? current.brandId ?? undefined,
    unitId: input.unitId ?? current.unitId ?? undefined,
    attributes: input.attributes ?? current.attributes,
  };
  await checkProductRefs(db, { vertical, refs: merged });
  await db
    .update(masterProducts)
    .set({
      ...input,
      subcategoryId: merged.subcategoryId ?? null,
      childCategoryId: merged.childCategoryId ?? null,
      updatedAt: sql`now()`,
    })
    .where(eq(masterProducts.id, id));
  return getMaster(db, { vertical, id });
}
