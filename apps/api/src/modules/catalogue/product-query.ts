import type { MasterProduct, ProductAttributes } from '@dhub/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import { catalogueLookups, categories, masterProducts } from '../../db/catalogue-schema.js';

/** Joined names of a product's (or a request's) category, subcategory, child category, brand and unit. */
export const refTables = {
  category: alias(categories, 'ref_category'),
  subcategory: alias(categories, 'ref_subcategory'),
  childCategory: alias(categories, 'ref_child_category'),
  brand: alias(catalogueLookups, 'ref_brand'),
  unit: alias(catalogueLookups, 'ref_unit'),
};

export function refColumns() {
  const { category, subcategory, childCategory, brand, unit } = refTables;
  return {
    categoryId: category.id,
    categoryName: category.name,
    subcategoryId: subcategory.id,
    subcategoryName: subcategory.name,
    childCategoryId: childCategory.id,
    childCategoryName: childCategory.name,
    brandId: brand.id,
    brandName: brand.name,
    unitId: unit.id,
    unitName: unit.name,
  };
}

export interface RefRow {
  categoryId: string | null;
  categoryName: string | null;
  subcategoryId: string | null;
  subcategoryName: string | null;
  childCategoryId: string | null;
  childCategoryName: string | null;
  brandId: string | null;
  brandName: string | null;
  unitId: string | null;
  unitName: string | null;
}

const ref = (id: string | null, name: string | null) => (id && name !== null ? { _id: id, name } : null);

export function toRefs(row: RefRow) {
  return {
    category: ref(row.categoryId, row.categoryName),
    subcategory: ref(row.subcategoryId, row.subcategoryName),
    childCategory: ref(row.childCategoryId, row.childCategoryName),
    brand: ref(row.brandId, row.brandName),
    unit: ref(row.unitId, row.unitName),
  };
}

/** The columns of a master product row plus its refs. */
export function masterColumns() {
  return {
    _id: masterProducts.id,
    vertical: masterProducts.vertical,
    name: masterProducts.name,
    description: masterProducts.description,
    images: masterProducts.images,
    attributes: masterProducts.attributes,
    ...refColumns(),
  };
}

export type MasterRow = RefRow & {
  _id: string;
  vertical: MasterProduct['vertical'];
  name: string;
  description: string | null;
  images: string[];
  attributes: ProductAttributes;
};

export function toMasterProduct(row: MasterRow, myItemId?: string | null): MasterProduct {
  return {
    _id: row._id,
    vertical: row.vertical,
    name: row.name,
    description: row.description,
    images: row.images,
    attributes: row.attributes,
    ...toRefs(row),
    ...(myItemId !== undefined && { myItemId }),
  };
}

/** Left joins of the refs (category … unit) of a table with the five ref columns. */
export function joinRefs<T extends PgSelect>(
  query: T,
  table: { categoryId: PgColumn; subcategoryId: PgColumn; childCategoryId: PgColumn; brandId: PgColumn; unitId: PgColumn },
): T {
  const { category, subcategory, childCategory, brand, unit } = refTables;
  return query
    .leftJoin(category, eq(category.id, table.categoryId))
    .leftJoin(subcategory, eq(subcategory.id, table.subcategoryId))
    .leftJoin(childCategory, eq(childCategory.id, table.childCategoryId))
    .leftJoin(brand, eq(brand.id, table.brandId))
    .leftJoin(unit, eq(unit.id, table.unitId)) as unknown as T;
}

/** `lower(column) like '%term%'` (LIKE wildcards in the term escaped): served by the trigram index. */
export function nameContains(column: PgColumn | SQL, term: string | undefined, lower = true): SQL | undefined {
  const trimmed = term?.trim();
  if (!trimmed) return undefined;
  const pattern = `%${trimmed.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
  return lower ? sql`lower(${column}) like ${pattern}` : sql`${column} like ${pattern}`;
}

export const offsetOf = ({ page, limit }: { page: number; limit: number }) => (page - 1) * limit;
export const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());
