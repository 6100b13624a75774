import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { masterProducts, masterProductTexts } from '../../db/catalogue-schema.js';
import { rowsOf } from '../../db/rows-of.js';
import { masterProductJson } from './product-query.js';

/**
 * The body of `master_product_text(master_products)`, the SQL function by which the triggers of
 * migration 0055 keep each product's text: the one definition of a master product's JSON, rendered.
 * Its parameter is named like the table, so the definition's `"master_products"."…"` columns are
 * the parameter's fields.
 */
export function productTextFunctionBody(): string {
  const { sql: json, params } = new PgDialect().sqlToQuery(masterProductJson());
  if (params.length) throw new Error('A master product’s JSON must render without parameters to be a function.');
  return `select (${json})::text`;
}

/**
 * Defines `master_product_text` from the code at start-up (inside the migrations' critical section)
 * and, when it is new or its definition changed, writes every product's text again with it: the
 * kept texts always follow the code's definition.
 */
export async function defineProductTexts(db: Executor): Promise<void> {
  const body = productTextFunctionBody();
  const [defined] = await rowsOf<{ body: string }>(
    db,
    sql`select prosrc as body from pg_proc where proname = 'master_product_text' and pronamespace = 'public'::regnamespace`,
  );
  if (defined?.body === body) return;
  await db.execute(
    sql.raw(`create or replace function master_product_text(master_products master_products) returns text
      language sql stable parallel safe as $body$${body}$body$`),
  );
  await db.execute(sql`insert into ${masterProductTexts} (product_id, text)
    select ${masterProducts.id}, master_product_text(${masterProducts}) from ${masterProducts}
    on conflict (product_id) do update set text = excluded.text where ${masterProductTexts.text} is distinct from excluded.text`);
}
