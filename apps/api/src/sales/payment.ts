import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A closed sale's payment: refunded if it was paid (online), else as it was. */
export const refundedIfPaid = (status: PgColumn): SQL =>
  sql`case when ${status} = 'paid' then 'refunded'::payment_status else ${status} end`;
