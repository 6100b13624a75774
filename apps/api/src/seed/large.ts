import { CATALOGUE_VERTICALS, type CatalogueVertical } from '@dhub/contract';
import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { masterProducts, storeItems } from '../db/catalogue-schema.js';
import { demoGroceryStore } from './demo-store.js';
import { LARGE_SEED_WORDS } from './large-words.js';

/**
 * `npm run seed:large`: the catalogue at scale, set-based (one INSERT … SELECT … FROM
 * generate_series per vertical, PostgreSQL 15 SQL only). Every vertical's master catalogue is
 * topped up to `productsPerVertical` by crossing its seeded products (categories, brand, unit,
 * attributes, image) with word lists (`<edition> <seeded name>, <pack>`), and the demo vendor's
 * grocery store list to `demoItems` items. Idempotent: what is already there is not added again.
 */
export const LARGE_SEED = { productsPerVertical: 100_000, demoItems: 10_000 } as const;

const textArray = (words: string[]): SQL =>
  sql`array[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;

async function countProducts(db: Executor, vertical: CatalogueVertical): Promise<number> {
  const [row] = await db.select({ n: count() }).from(masterProducts).where(eq(masterProducts.vertical, vertical));
  return row?.n ?? 0;
}

/** Tops a vertical up to `target` products; returns how many it added. */
async function seedVerticalProducts(db: Executor, vertical: CatalogueVertical, target: number): Promise<number> {
  const missing = target - (await countProducts(db, vertical));
  if (missing <= 0) return 0;
  const { editions, packs } = LARGE_SEED_WORDS[vertical];
  // Product g (0-based) = template (g mod k) with edition (g / k mod e) and pack (g / (k·e) mod p):
  // each template gets every edition before a pack repeats, spread over categories and brands.
  await db.execute(sql`
    with templates as (
      select row_number() over (order by name, id) - 1 as n, name, description, category_id, subcategory_id,
             child_category_id, brand_id, unit_id, images, attributes
      from master_products where vertical = ${vertical}
    ),
    sizes as (select count(*) as k from templates),
    words as (select ${textArray(editions)} as editions, ${textArray(packs)} as packs)
    insert into master_products
      (vertical, name, description, category_id, subcategory_id, child_category_id, brand_id, unit_id, images, attributes, created_at, updated_at)
    select ${vertical}, 
           words.editions[1 + (g / sizes.k) % cardinality(words.editions)] || ' ' || t.name || ', ' ||
             words.packs[1 + (g / (sizes.k * cardinality(words.editions))) % cardinality(words.packs)],
           t.description, t.category_id, t.subcategory_id, t.child_category_id, t.brand_id, t.unit_id, t.images, t.attributes,
           now() - g * interval '1 second', now() - g * interval '1 second'
    from generate_series(0, ${missing - 1}::int) as g
    cross join sizes cross join words
    join templates t on t.n = g % sizes.k`);
  return missing;
}

/** Tops the store's list up to `target` grocery items (prices, stock states and availability spread). */
async function seedStoreItems(db: Executor, storeId: string, target: number): Promise<number> {
  const [current] = await db.select({ n: count() }).from(storeItems).where(eq(storeItems.storeId, storeId));
  const missing = target - (current?.n ?? 0);
  if (missing <= 0) return 0;
  await db.execute(sql`
    insert into store_items
      (store_id, master_product_id, price, mrp, discount, stock, sku, is_available, low_stock_threshold, created_at, updated_at)
    select ${storeId}, p.id, round(p.mrp * (100 - p.discount) / 100.0)::integer, p.mrp, p.discount,
           case when p.n % 25 = 0 then 0 when p.n % 25 < 3 then 1 + p.n % 5 else 6 + (p.n * 13) % 300 end,
           'BLK-' || upper(substr(replace(p.id::text, '-', ''), 1, 12)),
           p.n % 50 <> 0, 5, now() - p.n * interval '1 minute', now() - p.n * interval '1 minute'
    from (
      select mp.id, n, (20 + (n * 37) % 980) * 100 as mrp, (array[0, 5, 10, 0, 15])[1 + n % 5] as discount
      from (
        select id, row_number() over (order by id) as n from master_products mp
        where vertical = 'grocery'
          and not exists (select 1 from store_items si where si.store_id = ${storeId} and si.master_product_id = mp.id)
        order by id limit ${missing}
      ) mp
    ) p`);
  return missing;
}

export interface LargeSeedResult {
  products: Record<CatalogueVertical, number>;
  items: number;
  ms: number;
}

/** Runs the large seed (after migrations and the demo seed); each step in its own transaction. */
export async function seedLarge(
  db: Database,
  demoEmail: string,
  {
    productsPerVertical = LARGE_SEED.productsPerVertical,
    demoItems = LARGE_SEED.demoItems,
  }: { productsPerVertical?: number; demoItems?: number } = {},
): Promise<LargeSeedResult> {
  const started = performance.now();
  const products = {} as Record<CatalogueVertical, number>;
  for (const vertical of CATALOGUE_VERTICALS) {
    products[vertical] = await db.transaction((tx) => seedVerticalProducts(tx, vertical, productsPerVertical));
  }
  const storeId = await demoGroceryStore(db, demoEmail);
  const items = storeId ? await db.transaction((tx) => seedStoreItems(tx, storeId, demoItems)) : 0;
  // Fresh statistics (the planner picks the trigram and btree indexes by them) and visibility map
  // (index-only scans of the name walk and of the name words).
  if (items || Object.values(products).some(Boolean))
    await db.execute(sql`vacuum (analyze) master_products, master_product_names, master_name_words, master_name_vocabulary, store_items`);
  return { products, items, ms: Math.round(performance.now() - started) };
}
