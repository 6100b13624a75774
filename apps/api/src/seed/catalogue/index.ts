import {
  ATTRIBUTE_LOOKUP_TYPES,
  API_PREFIX,
  catalogueMediaEndpoints,
  CATALOGUE_VERTICALS,
  fillPath,
  type CatalogueVertical,
  type LookupType,
  type ProductAttributes,
} from '@dhub/contract';
import { asc, count, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import {
  catalogueLookups,
  categories,
  masterProducts,
  productRequests,
  storeItems,
  storeItemVariations,
} from '../../db/catalogue-schema.js';

import { demoGroceryStore } from '../demo-store.js';
import { SEED_LOOKUPS } from './lookups.js';
import { isVeg, productName, SEED_CATALOGUE, type ChildSpec } from './products.js';

/** The placeholder tile of a product type (served by the catalogue's placeholder route). */
const placeholderImage = (type: string) => {
  const slug = type
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100);
  return `${API_PREFIX}${fillPath(catalogueMediaEndpoints.placeholder.path, { name: `${slug}.svg` })}`;
};

type LookupIndex = Map<string, string>; // `${type}|${vertical}|${name}` → id
const key = (type: LookupType, vertical: CatalogueVertical | null, name: string) => `${type}|${vertical ?? ''}|${name}`;

function lookupId(index: LookupIndex, type: LookupType, vertical: CatalogueVertical, name: string): string | undefined {
  return index.get(key(type, vertical, name)) ?? index.get(key(type, null, name));
}

async function seedLookups(db: Executor): Promise<LookupIndex> {
  const rows = SEED_LOOKUPS.flatMap((lookup) =>
    lookup.names.map((name, position) => ({
      type: lookup.type,
      vertical: lookup.vertical,
      group: lookup.group ?? null,
      name,
      sortOrder: position,
    })),
  );
  const inserted = await db
    .insert(catalogueLookups)
    .values(rows)
    .returning({ id: catalogueLookups.id, type: catalogueLookups.type, vertical: catalogueLookups.vertical, name: catalogueLookups.name });
  return new Map(inserted.map((row) => [key(row.type, row.vertical, row.name), row.id]));
}

function attributesOf(
  vertical: CatalogueVertical,
  spec: ChildSpec,
  index: LookupIndex,
  name: string,
  size: string,
  brand: string,
  type: string,
) {
  const attributes: ProductAttributes = {};
  for (const [attribute, lookupName] of Object.entries(spec.lookups ?? {}) as [keyof typeof ATTRIBUTE_LOOKUP_TYPES, string][]) {
    const id = lookupId(index, ATTRIBUTE_LOOKUP_TYPES[attribute], vertical, lookupName);
    if (id) attributes[attribute] = id;
  }
  if (vertical === 'grocery') {
    const weight = lookupId(index, 'weight', vertical, size);
    if (weight) attributes.weightId = weight;
  }
  if (vertical === 'food') attributes.veg = isVeg(name);
  if (vertical === 'medicine') {
    attributes.prescriptionRequired = spec.prescriptionRequired ?? false;
    attributes.composition = type;
    attributes.manufacturer = `${brand} Ltd.`;
  }
  if (vertical === 'shopping') {
    const ids = ['S', 'M', 'L', 'XL'].map((value) => lookupId(index, 'ecommerce_attribute', vertical, value));
    attributes.attributeIds = ids.filter((id): id is string => !!id);
  }
  return attributes;
}

/** Categories → subcategories → child categories and brand × type × size products of one vertical. */
async function seedVertical(db: Executor, vertical: CatalogueVertical, index: LookupIndex): Promise<void> {
  const tree = SEED_CATALOGUE[vertical];
  const products: (typeof masterProducts.$inferInsert)[] = [];
  for (const [categoryName, subs] of Object.entries(tree)) {
    const [category] = await db.insert(categories).values({ vertical, level: 1, name: categoryName }).returning({ id: categories.id });
    const subEntries = Object.entries(subs);
    const insertedSubs = await db
      .insert(categories)
      .values(subEntries.map(([name]) => ({ vertical, level: 2, name, parentId: category!.id })))
      .returning({ id: categories.id, name: categories.name });
    for (const [subName, children] of subEntries) {
      const subId = insertedSubs.find((row) => row.name === subName)!.id;
      const childEntries = Object.entries(children);
      const insertedChildren = await db
        .insert(categories)
        .values(childEntries.map(([name]) => ({ vertical, level: 3, name, parentId: subId })))
        .returning({ id: categories.id, name: categories.name });
      for (const [childName, spec] of childEntries) {
        const childId = insertedChildren.find((row) => row.name === childName)!.id;
        const unitId = lookupId(index, 'unit', vertical, spec.unit);
        const brands = vertical === 'food' ? spec.brands.slice(0, 1) : spec.brands;
        for (const brand of brands) {
          for (const type of spec.types) {
            for (const size of spec.sizes) {
              const name = productName(vertical, brand, type, size);
              products.push({
                vertical,
                name,
                description: `${type}${vertical === 'food' ? '' : ` by ${brand}`}, ${size}. ${childName}, ${subName}.`,
                categoryId: category!.id,
                subcategoryId: subId,
                childCategoryId: childId,
                brandId: lookupId(index, 'brand', vertical, brand) ?? null,
                unitId: unitId ?? null,
                images: [placeholderImage(type)],
                attributes: attributesOf(vertical, spec, index, name, size, brand, type),
              });
            }
          }
        }
      }
    }
  }
  for (let start = 0; start < products.length; start += 500) {
    await db.insert(masterProducts).values(products.slice(start, start + 500));
  }
}

/** The demo vendor's grocery store: 30 items (some with variations, one low on stock) and two requests. */
async function seedDemoList(db: Executor, demoEmail: string): Promise<void> {
  const storeId = await demoGroceryStore(db, demoEmail);
  if (!storeId) return;
  const products = await db
    .select({ id: masterProducts.id, name: masterProducts.name, categoryId: masterProducts.categoryId })
    .from(masterProducts)
    .where(eq(masterProducts.vertical, 'grocery'))
    .orderBy(asc(masterProducts.name));
  // Every eighth product: a spread over the categories and brands.
  const picked = products.filter((_, position) => position % 8 === 0).slice(0, 30);
  const items = await db
    .insert(storeItems)
    .values(
      picked.map((product, position) => {
        // Paise: MRPs of ₹40 to ₹499, the price the MRP less the discount, to the paisa.
        const mrp = (40 + ((position * 37) % 460)) * 100;
        const discount = [0, 5, 10, 0, 15][position % 5]!;
        return {
          storeId,
          masterProductId: product.id,
          mrp,
          discount,
          price: Math.round((mrp * (100 - discount)) / 100),
          stock: position === 3 ? 2 : position === 7 ? 0 : 12 + ((position * 13) % 90),
          lowStockThreshold: 5,
          sku: `SFM-${String(1001 + position)}`,
          isAvailable: position !== 7,
        };
      }),
    )
    .returning({ id: storeItems.id, price: storeItems.price, sku: storeItems.sku });
  const variations = items.slice(0, 8).flatMap((item, position) => [
    { itemId: item.id, name: 'Single pack', attributes: { pack: '1' }, price: item.price, stock: 20 + position, sku: `${item.sku}-1` },
    {
      itemId: item.id,
      name: 'Pack of 3',
      attributes: { pack: '3' },
      price: Math.round(item.price * 2.85),
      stock: 8 + position,
      sku: `${item.sku}-3`,
    },
  ]);
  await db.insert(storeItemVariations).values(variations);

  const staples = picked[0]!.categoryId;
  await db.insert(productRequests).values([
    {
      storeId,
      vertical: 'grocery',
      name: 'Organic Jaggery Powder 500 g',
      description: 'Chemical-free jaggery powder from Mandya; customers ask for it every week.',
      categoryId: staples,
      price: 8_500,
      mrp: 9_500,
      stock: 24,
    },
    {
      storeId,
      vertical: 'grocery',
      name: 'Homemade Mango Pickle 1 kg',
      description: 'Pickle made by a neighbourhood supplier.',
      categoryId: staples,
      price: 24_000,
      mrp: 26_000,
      stock: 10,
      status: 'rejected',
      reason: 'Unbranded home-made food products need an FSSAI licence number; resubmit with the licence details.',
      reviewedAt: new Date(),
    },
  ]);
}

/**
 * The demo catalogue, in one transaction, when master_products is empty (so existing data
 * directories get it too). Returns true when it seeded.
 */
export async function seedCatalogue(db: Database, demoVendorEmail: string): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(masterProducts);
  if ((existing?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const index = await seedLookups(tx);
    for (const vertical of CATALOGUE_VERTICALS) await seedVertical(tx, vertical, index);
    await seedDemoList(tx, demoVendorEmail);
  });
  return true;
}
