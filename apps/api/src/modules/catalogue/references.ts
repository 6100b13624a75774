import { ATTRIBUTE_LOOKUP_TYPES, type CatalogueVertical, type LookupType, type MessageCode, type ProductAttributes } from '@dhub/contract';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { catalogueLookups, categories } from '../../db/catalogue-schema.js';
import { HttpError } from '../../lib/http-error.js';

export interface ProductRefs {
  categoryId?: string;
  subcategoryId?: string;
  childCategoryId?: string;
  brandId?: string;
  unitId?: string;
  attributes?: ProductAttributes;
}

/**
 * Checks that a product's category chain and lookup ids exist for the vertical: the category an
 * approved level 1, the subcategory its approved child, the child category the subcategory's;
 * brand, unit and attribute ids lookups of the right type. 400 with every field error at once.
 */
export async function checkProductRefs(
  db: Executor,
  { vertical, refs }: { vertical: CatalogueVertical; refs: ProductRefs },
): Promise<void> {
  const errors: Record<string, MessageCode> = {};
  const categoryIds = [refs.categoryId, refs.subcategoryId, refs.childCategoryId].filter((id): id is string => !!id);
  const found = categoryIds.length
    ? await db
        .select({ id: categories.id, parentId: categories.parentId, level: categories.level })
        .from(categories)
        .where(and(inArray(categories.id, categoryIds), eq(categories.vertical, vertical), eq(categories.status, 'approved')))
    : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  const category = refs.categoryId ? byId.get(refs.categoryId) : undefined;
  if (refs.categoryId && category?.level !== 1) errors.categoryId = 'unknownCategory';
  const sub = refs.subcategoryId ? byId.get(refs.subcategoryId) : undefined;
  if (refs.subcategoryId && (sub?.level !== 2 || sub.parentId !== refs.categoryId)) errors.subcategoryId = 'unknownSubcategory';
  const child = refs.childCategoryId ? byId.get(refs.childCategoryId) : undefined;
  if (refs.childCategoryId && (child?.level !== 3 || !refs.subcategoryId || child.parentId !== refs.subcategoryId)) {
    errors.childCategoryId = 'unknownChildCategory';
  }

  const wanted: { field: string; id: string; type: LookupType }[] = [];
  if (refs.brandId) wanted.push({ field: 'brandId', id: refs.brandId, type: 'brand' });
  if (refs.unitId) wanted.push({ field: 'unitId', id: refs.unitId, type: 'unit' });
  for (const [key, type] of Object.entries(ATTRIBUTE_LOOKUP_TYPES) as [keyof typeof ATTRIBUTE_LOOKUP_TYPES, LookupType][]) {
    const value = refs.attributes?.[key];
    if (typeof value === 'string') wanted.push({ field: `attributes.${key}`, id: value, type });
  }
  for (const value of refs.attributes?.attributeIds ?? []) {
    wanted.push({ field: 'attributes.attributeIds', id: value, type: 'ecommerce_attribute' });
  }
  if (wanted.length) {
    const lookups = await db
      .select({ id: catalogueLookups.id, type: catalogueLookups.type })
      .from(catalogueLookups)
      .where(
        and(
          inArray(catalogueLookups.id, [...new Set(wanted.map((item) => item.id))]),
          or(isNull(catalogueLookups.vertical), eq(catalogueLookups.vertical, vertical)),
        ),
      );
    const types = new Map(lookups.map((row) => [row.id, row.type]));
    for (const item of wanted) if (types.get(item.id) !== item.type) errors[item.field] ??= 'unknownLookup';
  }
  if (Object.keys(errors).length) throw new HttpError(400, Object.values(errors)[0]!, errors);
}
