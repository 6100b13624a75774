import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';
import { PAGE_CACHE_TTL } from './search-cache-schema.js';

/** A CTE named `name` that deletes a shared cache's rows past the TTL: the statements that write a cache purge it. */
export const purgedPastTtl = <T extends PgTable & { createdAt: PgColumn; key: PgColumn }>(db: Executor, name: string, table: T) =>
  db.$with(name).as(
    db
      .delete(table)
      .where(sql`${table.createdAt} < now() - ${PAGE_CACHE_TTL}`)
      .returning({ key: table.key }),
  );
