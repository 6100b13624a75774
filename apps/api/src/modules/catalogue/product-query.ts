import type { MasterProduct } from '@dhub/contract';
import { eq, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import { catalogueLookups, categories, masterProducts } from '../../db/catalogue-schema.js';
import { jsonObject } from '../../db/sql-json.js';

/** A table that describes a product (a master product or a product request). */
interface DescribedTable {
  vertical: PgColumn;
  name: PgColumn;
  description: PgColumn;
  images: PgColumn;
  attributes: PgColumn;
  categoryId: PgColumn;
  subcategoryId: PgColumn;
  childCategoryId: PgColumn;
  brandId: PgColumn;
  unitId: PgColumn;
}

/** The names of a row's category, subcategory, child category, brand and unit. */
type RefNames = Record<'category' | 'subcategory' | 'childCategory' | 'brand' | 'unit', PgColumn | SQL>;

const nameOf = (table: typeof categories | typeof catalogueLookups, id: PgColumn) =>
  sql<string | null>`(select ${table.name} from ${table} where ${table.id} = ${id})`;

/**
 * The names by scalar subselects on primary keys, not five left joins: joined to a statement
 * planned at every call, the joins cost 4–5 ms of planning on PostgreSQL 15 for < 1 ms of
 * execution; the subselects plan in 0.2 ms.
 */
const subselectedNames = (table: DescribedTable): RefNames => ({
  category: nameOf(categories, table.categoryId),
  subcategory: nameOf(categories, table.subcategoryId),
  childCategory: nameOf(categories, table.childCategoryId),
  brand: nameOf(catalogueLookups, table.brandId),
  unit: nameOf(catalogueLookups, table.unitId),
});

const refAliases = {
  category: alias(categories, 'ref_category'),
  subcategory: alias(categories, 'ref_subcategory'),
  childCategory: alias(categories, 'ref_child_category'),
  brand: alias(catalogueLookups, 'ref_brand'),
  unit: alias(catalogueLookups, 'ref_unit'),
};

/** The names by the left joins of `joinRefs` (for many products, joins cost a third of the subselects). */
const joinedNames = (): RefNames => ({
  category: refAliases.category.name,
  subcategory: refAliases.subcategory.name,
  childCategory: refAliases.childCategory.name,
  brand: refAliases.brand.name,
  unit: refAliases.unit.name,
});

/** The ids of the refs `joinRefs` joins (whose names a product's JSON shows). */
export const joinedRefIds = () =>
  sql<string[]>`array[${sql.join(
    Object.values(refAliases).map((ref) => ref.id),
    sql`, `,
  )}]`;

/** Adds the joins of the ref names to a select of master_products. */
export function joinRefs<T extends PgSelect>(select: T): T {
  const { category, subcategory, childCategory, brand, unit } = refAliases;
  return select
    .leftJoin(category, eq(category.id, masterProducts.categoryId))
    .leftJoin(subcategory, eq(subcategory.id, masterProducts.subcategoryId))
    .leftJoin(childCategory, eq(childCategory.id, masterProducts.childCategoryId))
    .leftJoin(brand, eq(brand.id, masterProducts.brandId))
    .leftJoin(unit, eq(unit.id, masterProducts.unitId)) as unknown as T;
}

/** A ref as the contract has it: `{ _id, name }`, null without an id or a name. */
const refJson = (id: PgColumn, name: PgColumn | SQL) =>
  sql`(case when ${id} is not null and ${name} is not null then json_build_object('_id', ${id}, 'name', ${name}) end)`;

/**
 * What describes a product, in the catalogue and in a request for it (the contract's
 * productDescriptionShape), as JSON entries built by PostgreSQL: the one definition of that shape.
 */
function descriptionEntries(table: DescribedTable, names: RefNames) {
  return {
    vertical: table.vertical,
    name: table.name,
    description: table.description,
    images: table.images,
    attributes: table.attributes,
    category: refJson(table.categoryId, names.category),
    subcategory: refJson(table.subcategoryId, names.subcategory),
    childCategory: refJson(table.childCategoryId, names.childCategory),
    brand: refJson(table.brandId, names.brand),
    unit: refJson(table.unitId, names.unit),
  };
}

/** What describes a product: a master product but its id. */
export type ProductDescription = Omit<MasterProduct, '_id' | 'myItemId'>;

/** A product request's description as JSON (parsed by the driver), its refs' names by subselects. */
export const requestDescriptionJson = (table: DescribedTable) =>
  sql<ProductDescription>`${jsonObject(descriptionEntries(table, subselectedNames(table)))}`;

/** A master product as JSON (the contract's MasterProduct), its refs' names by subselects. */
export const masterProductJson = () =>
  sql<MasterProduct>`${jsonObject({ _id: masterProducts.id, ...descriptionEntries(masterProducts, subselectedNames(masterProducts)) })}`;

/** A master product as JSON, its refs' names by the joins of `joinRefs`. */
export const joinedMasterProductJson = () =>
  sql<MasterProduct>`${jsonObject({ _id: masterProducts.id, ...descriptionEntries(masterProducts, joinedNames()) })}`;

/** The category filter at any level: the category, subcategory or child category is `id`. */
export const inAnyCategory = (table: Pick<DescribedTable, 'categoryId' | 'subcategoryId' | 'childCategoryId'>, id: unknown) =>
  or(eq(table.categoryId, id), eq(table.subcategoryId, id), eq(table.childCategoryId, id));
