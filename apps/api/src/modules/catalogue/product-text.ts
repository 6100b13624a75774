import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.js';
import { masterProducts, masterProductTexts } from '../../db/catalogue-schema.js';
import { rowsOf } from '../../db/rows-of.js';
import { catalogueVersion } from '../../db/search-cache-schema.js';
import { joinedMasterProductJson, joinedRefIds, joinRefs } from './product-query.js';

/** The view the triggers of migration 0055 read the products' texts from (the start-up defines it). */
export const PRODUCT_TEXT_SOURCE = 'master_product_text_source';

/** The transaction lock the texts' writers take (the triggers of migration 0055 use the same key). */
const TEXTS_LOCK = sql`pg_advisory_xact_lock(hashtext('master_product_texts'))`;

/**
 * The view's query: each master product's id, JSON text (the one definition of a master product's
 * JSON, its refs' names by joins: the triggers select a few products by id, the start-up all of
 * them in one pass) and the ids of the refs it shows (a renamed one's products are written again).
 */
export function productTextSourceQuery(db: Executor): string {
  const select = joinRefs(
    db
      .select({
        id: masterProducts.id,
        text: sql<string>`${joinedMasterProductJson()}::text`.as('text'),
        refIds: joinedRefIds().as('ref_ids'),
      })
      .from(masterProducts)
      .$dynamic(),
  );
  const { sql: text, params } = new PgDialect().sqlToQuery(select.getSQL());
  if (params.length) throw new Error('The products’ texts must render without parameters to be a view.');
  return text;
}

/**
 * Defines the view from the code at start-up (inside the migrations' critical section) and, when it
 * is new or its definition changed, writes every product's text again from it, in one transaction
 * (an interrupted start-up leaves the earlier definition and texts): the kept texts always follow
 * the code's definition. The view's comment is its query's hash; the catalogue version is bumped,
 * so no search page of the earlier texts is answered again.
 */
export async function defineProductTexts(db: Database): Promise<void> {
  const query = productTextSourceQuery(db);
  const hash = createHash('sha256').update(query).digest('hex');
  const [defined] = await rowsOf<{ hash: string | null }>(
    db,
    sql`select obj_description(to_regclass(${PRODUCT_TEXT_SOURCE}), 'pg_class') as hash`,
  );
  if (defined?.hash === hash) return;
  await db.transaction(async (tx) => {
    // The catalogue version's row first, as every writer of products and refs (its statement
    // trigger fires before the texts' ones): the same order, no deadlock; a writer whose trigger
    // found no view yet commits before the texts are read.
    await tx
      .update(catalogueVersion)
      .set({ version: sql`${catalogueVersion.version} + 1` })
      .where(eq(catalogueVersion.id, 1));
    await tx.execute(sql`select ${TEXTS_LOCK}`);
    // Replaced in place: the triggers of running instances never miss it.
    await tx.execute(sql.raw(`create or replace view ${PRODUCT_TEXT_SOURCE} as ${query}`));
    await tx.execute(sql`insert into ${masterProductTexts} (product_id, text)
      select id, text from ${sql.raw(PRODUCT_TEXT_SOURCE)}
      on conflict (product_id) do update set text = excluded.text where ${masterProductTexts.text} is distinct from excluded.text`);
    await tx.execute(sql.raw(`comment on view ${PRODUCT_TEXT_SOURCE} is '${hash}'`));
  });
}
