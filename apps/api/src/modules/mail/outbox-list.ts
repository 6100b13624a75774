import type { EndpointArgs, mailOperatorEndpoints, OutboxMail } from '@dhub/contract';
import { and, count, desc, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/mail-schema.js';
import { iso, literalCount, offsetOf, pageOf } from '../../db/paging.js';
import { nameContains } from '../../db/text-search.js';

const SECRET_HIDDEN = 'This e-mail holds a one-time code; only its addressee may read it.';

type OutboxQuery = EndpointArgs<typeof mailOperatorEndpoints.outbox>['query'];

/** Without SMTP the outbox is the only way to read a code (an offline start); with it, a code is the addressee's alone. */
const shown = (row: Pick<typeof mailOutbox.$inferSelect, 'secret' | 'status' | 'text' | 'html'>) =>
  row.secret && row.status !== 'kept' ? { text: SECRET_HIDDEN, html: null } : { text: row.text, html: row.html };

const toMail = ({ id, createdAt, sentAt, nextAttemptAt, ...row }: typeof mailOutbox.$inferSelect): OutboxMail => ({
  _id: id,
  ...row,
  ...shown(row),
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
