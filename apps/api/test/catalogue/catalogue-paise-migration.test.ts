import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { catalogueEndpoints, fillPath, type ProductRequest, type StoreItem, type Variation } from '@dhub/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { sessionSettingsOf, type Database } from '../../src/db/client.js';
import { MIGRATIONS_DIR, migrateDatabase } from '../../src/db/migrate.js';
import { setUpDatabase } from '../../src/set-up-database.js';
import { hashPassword } from '../../src/lib/password.js';
import { api, loginToken } from '../helpers/http.js';
import { createDatabase } from '../helpers/test-app.js';

/** The migration under test: the catalogue's numeric rupees become integer paise. */
const MIGRATION = '0030_catalogue_paise';
const grocery = catalogueEndpoints('grocery');
const EMAIL = 'paise.migration@example.com';
const PASSWORD = 'Migration2024';

const ids = {
  user: randomUUID(),
  service: randomUUID(),
  country: randomUUID(),
  state: randomUUID(),
  city: randomUUID(),
  store: randomUUID(),
  category: randomUUID(),
  products: [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()],
  items: { a: randomUUID(), b: randomUUID(), c: randomUUID(), d: randomUUID(), archived: randomUUID() },
  variations: { a: randomUUID(), archived: randomUUID() },
  requests: [randomUUID(), randomUUID()],
};

let close: () => Promise<void>;
let db: Database;
let app: App;
let token: string;

/** A copy of the migrations that ends before MIGRATION (the database as the previous release left it). */
async function migrationsBefore(dir: string): Promise<string> {
  const folder = path.join(dir, 'migrations');
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === MIGRATION);
  expect(at).toBeGreaterThan(0);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

/** A grocery store with items, variations, requests and an archived item, in rupees, written as the old schema took them. */
async function rupeeCatalogue() {
  const { products, items, variations, requests } = ids;
  await db.execute(sql`
    insert into users (id, email, password_hash, role, name) values (${ids.user}, ${EMAIL}, ${await hashPassword(PASSWORD)}, 'vendor', 'Paise Vendor')`);
  await db.execute(sql`insert into services (id, name, kind) values (${ids.service}, 'Migration Grocery', 'grocery')`);
  await db.execute(sql`insert into countries (id, name, iso_code) values (${ids.country}, 'India', 'IN')`);
  await db.execute(sql`insert into states (id, country_id, name) values (${ids.state}, ${ids.country}, 'Karnataka')`);
  await db.execute(sql`insert into cities (id, state_id, name) values (${ids.city}, ${ids.state}, 'Bengaluru')`);
  await db.execute(sql`
    insert into stores (id, vendor_id, service_id, name, phone, address, latitude, longitude, country_id, state_id, city_id,
      meta_title, meta_description, status)
    values (${ids.store}, ${ids.user}, ${ids.service}, 'Rupee Mart', '9876543210', '1 MG Road', 12.97, 77.59, ${ids.country},
      ${ids.state}, ${ids.city}, 'Rupee Mart', 'Groceries', 'approved')`);
  await db.execute(sql`insert into categories (id, vertical, level, name) values (${ids.category}, 'grocery', 1, 'Staples')`);
  for (const [index, id] of products.entries()) {
    await db.execute(sql`
      insert into master_products (id, vertical, name, category_id) values (${id}, 'grocery', ${`Migration product ${index}`}, ${ids.category})`);
  }
  const item = (id: string, product: string, price: string, mrp: string, discount: string) =>
    db.execute(sql`
      insert into store_items (id, store_id, master_product_id, price, mrp, discount, stock, sku)
      values (${id}, ${ids.store}, ${product}, ${price}::numeric, ${mrp}::numeric, ${discount}::numeric, 10, ${`SKU-${id.slice(0, 8)}`})`);
  await item(items.a, products[0]!, '19.99', '25.50', '21.6');
  await item(items.b, products[1]!, '151.50', '151.50', '0');
  await item(items.c, products[2]!, '0.10', '0.30', '66.67');
  // An MRP below the price (two edits raced before the update checked both): repaired to the price.
  await item(items.d, products[3]!, '10.00', '9.99', '0');
  await item(items.archived, products[4]!, '4.35', '5.00', '13');
  const variation = (id: string, itemId: string, price: string) =>
    db.execute(
      sql`insert into store_item_variations (id, item_id, name, price, stock) values (${id}, ${itemId}, 'Pack', ${price}::numeric, 3)`,
    );
  await variation(variations.a, items.a, '56.99');
  await variation(variations.archived, items.archived, '1.15');
  await db.execute(sql`
    insert into product_requests (id, store_id, vertical, name, category_id, price, mrp, stock)
    values (${requests[0]}, ${ids.store}, 'grocery', 'Jaggery 500 g', ${ids.category}, 85.25, 95, 4),
           (${requests[1]}, ${ids.store}, 'grocery', 'Mango Pickle 1 kg', ${ids.category}, 240, null, 2)`);
  // Removed for Undo as the API did then: to_jsonb snapshots of the row and its variations.
  await db.execute(sql`
    insert into deleted_store_items (id, store_id, item, variations)
    select si.id, si.store_id, to_jsonb(si), coalesce(
      (select jsonb_agg(to_jsonb(v) order by v.created_at, v.id) from store_item_variations v where v.item_id = si.id), '[]'::jsonb)
    from store_items si where si.id = ${items.archived}`);
  await db.execute(sql`delete from store_items where id = ${items.archived}`);
}

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dhub-paise-migration-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    STRICT_CONTRACT: '1',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
  });
  const { handle, drop } = await createDatabase(sessionSettingsOf(config));
  db = handle.db;
  await migrateDatabase(handle, undefined, await migrationsBefore(dataDir));
  await rupeeCatalogue();
  // The release with the migration starts on that database.
  await setUpDatabase(handle);
  app = await buildApp({ db, config, listen: handle.listen });
  token = await loginToken(app, EMAIL, PASSWORD);
  close = async () => {
    await app.close();
    await handle.close().catch(() => undefined);
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  };
}, 120_000);

afterAll(async () => {
  await close?.();
});

const get = (url: string) => app.inject({ method: 'GET', url: api(url), headers: { authorization: `Bearer ${token}` } });

describe(`migration ${MIGRATION}`, () => {
  it('turns the rupees of items and variations into exact paise, keeping the list, its sort by price and its counts', async () => {
    const list = await get(`${grocery.myList.path}?sort=price&order=asc&limit=10`);
    expect(list.statusCode, list.body).toBe(200);
    const { items, total } = list.json<{ items: StoreItem[]; total: number }>();
    // The total comes from store_item_counts (kept by its trigger): the archived item is not counted.
    expect(total).toBe(4);
    expect(items.map((item) => [item._id, item.price, item.mrp, item.discount])).toEqual([
      [ids.items.c, 10, 30, 66.67],
      [ids.items.d, 1_000, 1_000, 0],
      [ids.items.a, 1_999, 2_550, 21.6],
      [ids.items.b, 15_150, 15_150, 0],
    ]);
    const descending = (await get(`${grocery.myList.path}?sort=price&order=desc&limit=2`)).json<{ items: StoreItem[] }>().items;
    expect(descending.map((item) => item.price)).toEqual([15_150, 1_999]);
    const detail = await get(fillPath(grocery.getById.path, { id: ids.items.a }));
    expect(detail.json<{ item: StoreItem & { variations: Variation[] } }>().item.variations.map((row) => row.price)).toEqual([5_699]);
    const columns = await db.execute(sql`
      select table_name, column_name, data_type from information_schema.columns
      where table_name in ('store_items', 'store_item_variations', 'product_requests') and column_name in ('price', 'mrp')
      order by table_name, column_name`);
    expect((columns as unknown as { rows: { data_type: string }[] }).rows.map((row) => row.data_type)).toEqual(Array(5).fill('integer'));
  });

  it("turns the requests' price and MRP into paise (an MRP left out stays null)", async () => {
    const response = await get(`${grocery.myRequests.path}?sort=name&order=asc`);
    expect(response.statusCode, response.body).toBe(200);
    const requests = response.json<{ items: ProductRequest[] }>().items;
    expect(requests.map((request) => [request.name, request.price, request.mrp])).toEqual([
      ['Jaggery 500 g', 8_525, 9_500],
      ['Mango Pickle 1 kg', 24_000, null],
    ]);
  });

  it('restores an item removed before the migration with its amounts in paise', async () => {
    const restored = await app.inject({
      method: 'POST',
      url: api(fillPath(grocery.restore.path, { id: ids.items.archived })),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const item = restored.json<{ item: StoreItem & { variations: Variation[] } }>().item;
    expect(item).toMatchObject({ _id: ids.items.archived, price: 435, mrp: 500, discount: 13 });
    expect(item.variations.map((row) => [row._id, row.price])).toEqual([[ids.variations.archived, 115]]);
  });

  it('keeps the amounts whole, not negative, and the MRP at least the price, in the database itself', async () => {
    const refused = async (statement: ReturnType<typeof sql>) => {
      const error = await db.execute(statement).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      return String((error as { cause?: unknown } | undefined)?.cause ?? error);
    };
    expect(await refused(sql`update store_items set mrp = price - 1 where id = ${ids.items.a}`)).toContain(
      'store_items_mrp_not_below_price',
    );
    expect(await refused(sql`update store_items set price = -1, mrp = 0 where id = ${ids.items.a}`)).toContain(
      'store_items_price_not_negative',
    );
    expect(await refused(sql`update store_item_variations set price = -5 where id = ${ids.variations.a}`)).toContain(
      'store_item_variations_price_not_negative',
    );
    expect(await refused(sql`update product_requests set mrp = 1 where id = ${ids.requests[0]}`)).toContain(
      'product_requests_mrp_not_below_price',
    );
  });
});
