import {
  catalogueEndpoints,
  MASTER_SEARCH_TOTAL_CAP,
  masterProductSchema,
  masterSearchResultSchema,
  type MasterProduct,
  type MasterSearchQuery,
  type MasterSearchResult,
} from '@dhub/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { masterProducts } from '../../src/db/catalogue-schema.js';
import { masterSearchWindows } from '../../src/db/search-cache-schema.js';
import { searchCacheKey, searchCountKey, searchWindowKey } from '../../src/modules/catalogue/search-cache.js';
import type { SearchPage } from '../../src/modules/catalogue/search-page-parts.js';
import { windowSlice } from '../../src/modules/catalogue/window-slice.js';
import { seedLarge } from '../../src/seed/large.js';
import { adminToken, call, useCatalogueApp } from '../helpers/catalogue.js';
import type { TestContext } from '../helpers/test-app.js';

const grocery = catalogueEndpoints('grocery');

let ctx: TestContext;
let demo: string;
useCatalogueApp({}, async (suite) => {
  ({ ctx, demo } = suite);
  // A scaled-down seed:large (same SQL): 3000 products per vertical, 500 demo store items.
  await seedLarge(ctx.db, ctx.config.demoVendor.email, { productsPerVertical: 3000, demoItems: 500 });
});

async function search(params: Record<string, string | number>) {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  const response = await call(ctx, 'GET', `${grocery.masterSearch.path}?${query}`, demo);
  expect(response.statusCode, response.body).toBe(200);
  return masterSearchResultSchema(masterProductSchema).parse(response.json()) as MasterSearchResult<MasterProduct>;
}

/** The expected page, straight from SQL (same collation as the API's order). */
async function expected(term: string, order: 'asc' | 'desc', page: number, limit: number) {
  const direction = sql.raw(order);
  const matches = sql`from ${masterProducts} where vertical = 'grocery' and lower(name) like ${`%${term.toLowerCase()}%`}`;
  const result = (await ctx.db.execute(sql`
    select id ${matches} order by name ${direction}, id ${direction} limit ${limit} offset ${(page - 1) * limit}`)) as unknown as {
    rows: { id: string }[];
  };
  const [counted] = ((await ctx.db.execute(sql`select count(*) as total ${matches}`)) as unknown as { rows: { total: string | number }[] })
    .rows;
  return { ids: result.rows.map((row) => row.id), total: Number(counted!.total) };
}

describe('master search at scale', () => {
  it('seed:large is idempotent and adds real-sounding names', async () => {
    const again = await seedLarge(ctx.db, ctx.config.demoVendor.email, { productsPerVertical: 3000, demoItems: 500 });
    expect(again.items).toBe(0);
    expect(Object.values(again.products).every((n) => n === 0)).toBe(true);
    const myList = async (vertical: 'grocery' | 'food') =>
      (await call(ctx, 'GET', `${catalogueEndpoints(vertical).myList.path}?limit=1`, demo)).json().total;
    expect(await myList('grocery')).toBe(500); // the grocery store, not the demo restaurant
    expect(await myList('food')).toBe(10);
    const all = await search({ limit: 1 });
    expect([all.total, all.totalCapped]).toEqual([MASTER_SEARCH_TOTAL_CAP, true]);
    const { items, total, totalCapped } = await search({ searchQuery: 'single pack', limit: 5 });
    expect([total, totalCapped]).toEqual([MASTER_SEARCH_TOTAL_CAP, true]);
    expect((await expected('single pack', 'asc', 1, 1)).total).toBeGreaterThan(2000);
    for (const item of items) expect(item.name).toMatch(/^[A-Z][A-Za-z ]+ .+, Single Pack$/);
  });

  it('answers the same pages as the plain query, for frequent and rare terms, both orders, deep pages', async () => {
    for (const term of ['a', 'PACK', 'organic', 'Basm', 'ooth', 'zzz', 'masala powder']) {
      for (const order of ['asc', 'desc'] as const) {
        for (const [page, limit] of [
          [1, 20],
          [2, 20],
          [7, 50],
          [40, 20],
          [3, 20], // inside the window the pages before kept: a slice of it
          [5, 7],
        ] as const) {
          const want = await expected(term, order, page, limit);
          const got = await search({ searchQuery: term, sort: 'name', order, page, limit });
          expect(
            got.items.map((item) => item._id),
            `${term} ${order} ${page}`,
          ).toEqual(want.ids);
          expect(got.total, `${term} ${order} ${page} total`).toBe(Math.min(want.total, MASTER_SEARCH_TOTAL_CAP));
          expect(got.totalCapped).toBe(want.total > MASTER_SEARCH_TOTAL_CAP);
        }
      }
    }
  });

  it('ends the pages at the cap when there are more matches', async () => {
    expect((await expected('a', 'asc', 1, 1)).total).toBeGreaterThan(MASTER_SEARCH_TOTAL_CAP);
    const last = await search({ searchQuery: 'a', page: MASTER_SEARCH_TOTAL_CAP / 20, limit: 20 });
    expect(last.items).toHaveLength(20);
    expect(last.items.map((item) => item._id)).toEqual((await expected('a', 'asc', MASTER_SEARCH_TOTAL_CAP / 20, 20)).ids);
    const past = await search({ searchQuery: 'a', page: MASTER_SEARCH_TOTAL_CAP / 20 + 1, limit: 20 });
    expect([past.items, past.total, past.totalCapped]).toEqual([[], MASTER_SEARCH_TOTAL_CAP, true]);
  });

  it('counts a product the operator adds at once (the cached total is dropped)', async () => {
    const before = await search({ searchQuery: 'quokka' });
    expect(before.total).toBe(0);
    const { items } = await search({ searchQuery: 'basmati', limit: 1 });
    const admin = await adminToken(ctx);
    const created = await call(ctx, 'POST', `/admin/catalogue/grocery/master-products`, admin, {
      name: 'Quokka Brand Basmati Rice 1 kg',
      categoryId: items[0]!.category!._id,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await search({ searchQuery: 'quokka' })).total).toBe(1);
    expect((await search({ searchQuery: 'basmati', limit: 1 })).total).toBe((await expected('basmati', 'asc', 1, 1)).total);
  });

  it("keeps a search's matches walked in name order as its window: later pages walk on from it, earlier ones are slices of it", async () => {
    const windowKey = (order: string) => JSON.stringify(['grocery', 'pack', '', '', '', '', 'name', order]);
    const windowLength = async (order: string) =>
      (
        await ctx.db
          .select()
          .from(masterSearchWindows)
          .where(eq(masterSearchWindows.key, windowKey(order)))
      )[0]?.ids.length;
    const same = async (order: 'asc' | 'desc', page: number, limit: number) => {
      const got = await search({ searchQuery: 'Pack', sort: 'name', order, page, limit });
      expect(
        got.items.map((item) => item._id),
        `${order} ${page}×${limit}`,
      ).toEqual((await expected('pack', order, page, limit)).ids);
    };
    await ctx.db.delete(masterSearchWindows);
    await same('asc', 2, 11);
    expect(await windowLength('asc')).toBe(22); // walked to the page's last match
    await same('asc', 1, 13); // inside: a slice
    expect(await windowLength('asc')).toBe(22);
    await same('asc', 4, 11); // past it: walked on from its last match
    expect(await windowLength('asc')).toBe(44);
    await same('asc', 3, 14);
    await same('desc', 3, 9); // another order, its own window
    expect(await windowLength('desc')).toBe(27);
    // A window this instance knew that is gone (purged): the page is computed, the window walked again.
    await ctx.db.delete(masterSearchWindows).where(eq(masterSearchWindows.key, windowKey('asc')));
    await same('asc', 2, 15);
    expect(await windowLength('asc')).toBe(30);

    // A page inside the window is read from it: planted ids come back.
    const [kept] = await ctx.db
      .select()
      .from(masterSearchWindows)
      .where(eq(masterSearchWindows.key, windowKey('asc')));
    const planted = [...kept!.ids.slice(0, 6)].reverse().concat(kept!.ids.slice(6));
    await ctx.db
      .update(masterSearchWindows)
      .set({ ids: planted })
      .where(eq(masterSearchWindows.key, windowKey('asc')));
    const read = await search({ searchQuery: 'pack', sort: 'name', order: 'asc', page: 1, limit: 6 });
    expect(read.items.map((item) => item._id)).toEqual(planted.slice(0, 6));

    // A page past the window walks on from the window's last match: a window planted with an
    // earlier match last makes the walk go on from there (a sort from the first would not).
    const real = (await expected('pack', 'asc', 1, 21)).ids;
    await ctx.db
      .update(masterSearchWindows)
      .set({ ids: [...real, real[10]!] })
      .where(eq(masterSearchWindows.key, windowKey('asc')));
    const walkedOn = await search({ searchQuery: 'pack', sort: 'name', order: 'asc', page: 3, limit: 11 });
    expect(walkedOn.items.map((item) => item._id)).toEqual((await expected('pack', 'asc', 2, 11)).ids);

    // A rare term of two words (no name word holds it) has its matches sorted rather than walked
    // (by the name as written, as the walk's order: upper case first): all of them are kept, every
    // page a slice. Of one word, it walks its name words up to the page.
    const [one] = (await search({ searchQuery: 'basmati', limit: 1 })).items;
    await ctx.db.execute(sql`
      insert into ${masterProducts} (vertical, name, category_id, images, attributes)
      select 'grocery', (array['Rarebird Tea ', 'rarebird tea ', 'RAREBIRD TEA '])[n % 3 + 1] || n, ${one!.category!._id}, '[]', '{}'
      from generate_series(1, 12) n`);
    const rareKey = (term: string) => JSON.stringify(['grocery', term, '', '', '', '', 'name', 'asc']);
    const rareWindow = async (term: string) =>
      (
        await ctx.db
          .select()
          .from(masterSearchWindows)
          .where(eq(masterSearchWindows.key, rareKey(term)))
      )[0]!.ids;
    for (const [term, kept] of [
      ['rarebird tea', 12],
      ['rarebird', 10],
    ] as const) {
      const second = await search({ searchQuery: term, sort: 'name', order: 'asc', page: 2, limit: 5 });
      expect(second.items.map((item) => item._id)).toEqual((await expected(term, 'asc', 2, 5)).ids);
      expect(await rareWindow(term), term).toEqual((await expected(term, 'asc', 1, kept)).ids);
    }

    // Once the catalogue changes, the window is walked again.
    const [first] = (await expected('pack', 'asc', 1, 1)).ids;
    await ctx.db.execute(sql`update ${masterProducts} set name = name where id = ${first}`);
    await same('asc', 1, 5);
    expect(await windowLength('asc')).toBe(5);
  });

  it('walks a renamed product under its new name (the lower-cased name in the walk index follows it)', async () => {
    // 'pack' is frequent: sorted by name, its pages come from the name walk, not the trigram index.
    const firstTwo = (await search({ searchQuery: 'pack', sort: 'name', order: 'asc', limit: 2 })).items;
    const admin = await adminToken(ctx);
    const renamed = await call(ctx, 'PUT', `/admin/catalogue/grocery/master-products/${firstTwo[0]!._id}`, admin, {
      name: 'Quiet Valley Rice 1 kg',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [first] = (await search({ searchQuery: 'pack', sort: 'name', order: 'asc', limit: 1 })).items;
    expect(first!._id).toBe(firstTwo[1]!._id);
    expect((await expected('pack', 'asc', 1, 1)).ids).toEqual([firstTwo[1]!._id]);
  });

  it('reads the page from the matches when the name walk falls short (a frequent term bunched at the end of the alphabet)', async () => {
    const [one] = (await search({ searchQuery: 'basmati', limit: 1 })).items;
    await ctx.db.execute(sql`
      insert into ${masterProducts} (vertical, name, category_id, images, attributes)
      select 'grocery', 'Zzq Rice ' || lpad(n::text, 4, '0'), ${one!.category!._id}, '[]', '{}' from generate_series(1, 1500) n`);
    await ctx.db.execute(sql`analyze ${masterProducts}`);
    for (const [page, order] of [
      [1, 'asc'],
      [3, 'asc'],
      [2, 'desc'],
    ] as const) {
      const want = await expected('zzq', order, page, 20);
      expect(want.ids).toHaveLength(20);
      for (let again = 0; again < 2; again++) {
        // Computed, then answered from the shared page: both whole.
        const got = await search({ searchQuery: 'ZZQ', sort: 'name', order, page, limit: 20 });
        expect(got.items.map((item) => item._id)).toEqual(want.ids);
        expect([got.total, got.totalCapped]).toEqual([MASTER_SEARCH_TOTAL_CAP, true]);
      }
    }
  });
  it("keeps every name's words and the vocabulary's counts as products are added, renamed, moved and removed", async () => {
    const [one] = (await search({ searchQuery: 'basmati', limit: 1 })).items;
    const added = (await ctx.db.execute(sql`
      insert into ${masterProducts} (vertical, name, category_id, images, attributes)
      select 'grocery', name, ${one!.category!._id}, '[]', '{}'
      from unnest(array['Zany Widget Twin', 'zany  gadget zany', 'Lone Zany 1 kg', 'Zany Spare']) name
      returning id`)) as unknown as { rows: { id: string }[] };
    const [twin, gadget, lone, spare] = added.rows.map((row) => row.id);
    const zany = async () =>
      (
        (await ctx.db.execute(
          sql`select products from master_name_vocabulary where vertical = 'grocery' and word = 'zany'`,
        )) as unknown as {
          rows: { products: number }[];
        }
      ).rows[0]?.products;
    expect(await zany()).toBe(4); // a word twice in a name counts the product once
    await ctx.db.execute(sql`update ${masterProducts} set name = 'Quiet Widget Twin' where id = ${twin}`);
    await ctx.db.execute(sql`update ${masterProducts} set vertical = 'food' where id = ${gadget}`);
    await ctx.db.execute(sql`update ${masterProducts} set name = name where id = ${lone}`);
    await ctx.db.execute(sql`delete from ${masterProducts} where id = ${spare}`);
    expect(await zany()).toBe(1);

    const outOfStep = (await ctx.db.execute(sql`
      with kept as (select vertical, word, name, id from master_name_words),
      due as (select vertical, w.word, name, id from ${masterProducts}, master_name_words_of(name) as w(word)),
      counted as (select vertical, word, count(*)::int as products from kept group by 1, 2),
      known as (select vertical, word, products from master_name_vocabulary)
      select 'missing' as what, count(*)::int as n from (select * from due except select * from kept) as x
      union all select 'stale', count(*)::int from (select * from kept except select * from due) as x
      union all select 'miscounted', count(*)::int from ((select * from counted except select * from known)
        union all (select * from known except select * from counted)) as x`)) as unknown as { rows: { what: string; n: number }[] };
    // (A word no product has any more, as 'spare', is not kept at 0.)
    expect(outOfStep.rows).toEqual([
      { what: 'missing', n: 0 },
      { what: 'stale', n: 0 },
      { what: 'miscounted', n: 0 },
    ]);
    const words = (await ctx.db.execute(
      sql`select vertical, word from master_name_words where id = ${lone} or id = ${gadget} order by 1, 2`,
    )) as unknown as {
      rows: { vertical: string; word: string }[];
    };
    // Lower-cased, at least three characters, once each; the moved product's under its new vertical.
    expect(words.rows).toEqual([
      { vertical: 'grocery', word: 'lone' },
      { vertical: 'grocery', word: 'zany' },
      { vertical: 'food', word: 'gadget' },
      { vertical: 'food', word: 'zany' },
    ]);
  });

  it('finds a term of one word through the name words: a word of more products than the cap needs no count, a page merges its words in name order', async () => {
    try {
      // A planted word of more products than the cap: the total is the cap, though no name matches.
      await ctx.db.execute(sql`insert into master_name_vocabulary values ('grocery', 'plantedword', ${MASTER_SEARCH_TOTAL_CAP + 1})`);
      const planted = await search({ searchQuery: 'ANTEDWO', sort: 'name', limit: 3 });
      expect([planted.total, planted.totalCapped]).toEqual([MASTER_SEARCH_TOTAL_CAP, true]);
      // A planted entry under the word 'pack' that sorts first: the page walks the words, not the names.
      const [other] = (await search({ searchQuery: 'basmati', limit: 1 })).items;
      await ctx.db.execute(sql`insert into master_name_words values ('grocery', 'pack', '!first', ${other!._id})`);
      const page = await search({ searchQuery: 'pack', sort: 'name', order: 'asc', page: 1, limit: 3 });
      expect(page.items.map((item) => item._id)).toEqual([other!._id, ...(await expected('pack', 'asc', 1, 2)).ids]);
      // Two letters are shorter than the words kept: the names are walked.
      const short = await search({ searchQuery: 'pa', sort: 'name', order: 'asc', page: 1, limit: 3 });
      expect(short.items.map((item) => item._id)).toEqual((await expected('pa', 'asc', 1, 3)).ids);
    } finally {
      await ctx.db.execute(sql`delete from master_name_words where name = '!first'`);
      await ctx.db.execute(sql`delete from master_name_vocabulary where word = 'plantedword'`);
    }
  });
  it("answers a page inside a kept window from the slice's statement alone, and nothing when the window falls short or is stale", async () => {
    const query = (page: number, limit: number) =>
      ({ searchQuery: 'Tea', sort: 'name', order: 'asc', page, limit }) as const satisfies Omit<MasterSearchQuery, 'storeId'>;
    const keys = (page: number, limit: number) => ({
      key: searchCacheKey('grocery', query(page, limit)),
      countKey: searchCountKey('grocery', query(page, limit)),
      windowKey: searchWindowKey('grocery', query(page, limit)),
      storeId: null,
    });
    const sliced = (page: number, limit: number) => windowSlice(ctx.db, { page, limit }, keys(page, limit));
    const idsOf = (page: SearchPage | undefined) => (JSON.parse(page!.productsText) as { _id: string }[]).map((product) => product._id);
    await ctx.db.delete(masterSearchWindows);
    expect(await sliced(1, 10)).toBeUndefined(); // no window yet
    await search(query(3, 10)); // walked to page 3: a window of 30
    const { total } = await expected('tea', 'asc', 1, 1);
    expect(total).toBeGreaterThan(40);
    const inside = await sliced(2, 7);
    expect(idsOf(inside)).toEqual((await expected('tea', 'asc', 2, 7)).ids);
    expect([inside!.total, inside!.totalCapped]).toEqual([Math.min(total, MASTER_SEARCH_TOTAL_CAP), total > MASTER_SEARCH_TOTAL_CAP]);
    expect(await sliced(4, 10)).toBeUndefined(); // past the window
    // The catalogue changes and the search is counted again in another order: the count is current, the window is not.
    const [first] = (await expected('tea', 'asc', 1, 1)).ids;
    await ctx.db.execute(sql`update ${masterProducts} set name = name where id = ${first}`);
    await search({ ...query(1, 5), sort: 'createdAt' });
    expect(await sliced(1, 10)).toBeUndefined();
    // A window walked to the last page holds every match: it reaches a page past the end, empty, with the total.
    await search(query(Math.ceil(total / 10), 10));
    const past = await sliced(Math.ceil(total / 10) + 1, 10);
    expect([past && idsOf(past), past?.total]).toEqual([[], Math.min(total, MASTER_SEARCH_TOTAL_CAP)]);
  });
  it('walks the names when a term is inside more words than a walk merges', async () => {
    const [one] = (await search({ searchQuery: 'basmati', limit: 1 })).items;
    await ctx.db.execute(sql`
      insert into ${masterProducts} (vertical, name, category_id, images, attributes)
      select 'grocery', 'Zzcap' || chr(96 + n / 26 + 1) || chr(97 + n % 26) || ' Crunch', ${one!.category!._id}, '[]', '{}'
      from generate_series(0, 64) n`);
    // Through the words, this planted entry would come first.
    await ctx.db.execute(
      sql`insert into master_name_words select 'grocery', word, '!first', ${one!._id} from master_name_vocabulary where word like 'zzcap%' limit 1`,
    );
    try {
      const page = await search({ searchQuery: 'ZZCAP', sort: 'name', order: 'asc', page: 2, limit: 20 });
      expect(page.total).toBe(65);
      expect(page.items.map((item) => item._id)).toEqual((await expected('zzcap', 'asc', 2, 20)).ids);
    } finally {
      await ctx.db.execute(sql`delete from master_name_words where name = '!first'`);
    }
  });
});
