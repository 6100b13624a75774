import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { masterProducts, masterProductTexts } from '../../db/catalogue-schema.js';
import { rowsOf } from '../../db/rows-of.js';
import { joinedMasterProductJson, joinRefs } from './product-query.js';

/** The view the triggers of migration 0055 read the products' texts from (the start-up defines it). */
export const PRODUCT_TEXT_SOURCE = 'master_product_text_source';

/**
 * The view's query: each master product's id and JSON text, from the one definition of a master
 * product's JSON (its refs' names by joins: the triggers select a few products by id, the start-up
 * all of them in one pass).
 */
export function productTextSourceQuery(db: Executor): string {
  const select = joinRefs(
    db
      .select({ id: masterProducts.id, text: sql<string>`${joinedMasterProductJson()}::text`.as('text') })
      .from(masterProducts)
      .$dynamic(),
  );
  const { sql: text, params } = new PgDialect().sqlToQuery(select.getSQL());
  if (params.length) throw new Error('The products’ texts must render without parameters to be a view.');
  return text;
}

/**
 * Defines the view from the code at start-up (inside the migrations' critical section) and, when it
 * is new or its definition changed, writes every product's text again from it: the kept texts
 * always follow the code's definition. The view's comment is its query's hash.
 */
export async function defineProductTexts(db: Executor): Promise<void> {
  const query = productTextSourceQuery(db);
  const hash = createHash('sha256').update(query).digest('hex');
  const [defined] = await rowsOf<{ hash: string | null }>(
    db,
    sql`select obj_description(to_regclass(${PRODUCT_TEXT_SOURCE}), 'pg_class') as hash`,
  );
  if (defined?.hash === hash) return;
  // Replaced in place (same columns): the triggers of running instances never miss it.
  await db.execute(sql.raw(`create or replace view ${PRODUCT_TEXT_SOURCE} as ${query}`));
  await db.execute(sql.raw(`comment on view ${PRODUCT_TEXT_SOURCE} is '${hash}'`));
  await db.execute(sql`insert into ${masterProductTexts} (product_id, text)
    select id, text from ${sql.raw(PRODUCT_TEXT_SOURCE)}
    on conflict (product_id) do update set text = excluded.text where ${masterProductTexts.text} is distinct from excluded.text`);
}
