import type { EndpointArgs, mailOperatorEndpoints, OutboxMail } from '@dhub/contract';
import { and, count, desc, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/mail-schema.js';
import { iso, literalCount, offsetOf, pageOf } from '../../db/paging.js';
import { nameContains } from '../../db/text-search.js';

type OutboxQuery = EndpointArgs<typeof mailOperatorEndpoints.outbox>['query'];

const toMail = ({ id, createdAt, sentAt, nextAttemptAt, ...row }: typeof mailOutbox.$inferSelect): OutboxMail => ({
  _id: id,
  ...row,
  createdAt: iso(createdAt),
  sentAt: sentAt ? iso(sentAt) : null,
  nextAttemptAt: nextAttemptAt ? iso(nextAttemptAt) : null,
});

/** The outbox, newest first, by status and by a part of the address or subject. */
export async function listOutbox(db: Database, query: OutboxQuery) {
  const where = and(
    query.status ? eq(mailOutbox.status, query.status) : undefined,
    query.searchQuery ? or(nameContains(mailOutbox.to, query.searchQuery), nameContains(mailOutbox.subject, query.searchQuery)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(literalCount(query.limit))
      .offset(literalCount(offsetOf(query))),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return pageOf(query, rows.map(toMail), total?.n ?? 0);
}
