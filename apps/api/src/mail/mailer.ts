import { MAIL_RETRY } from '@dhub/contract';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { MailSettings } from '../config.js';
import type { Database, Executor } from '../db/client.js';
import { mailOutbox } from '../db/mail-schema.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** It holds a one-time code: through SMTP, its text leaves the outbox once delivered or given up on. */
  secret?: boolean;
}

/** What stays of a secret e-mail's text after its delivery (the operator's outbox shows it). */
export const SECRET_REMOVED = 'This e-mail held a one-time code; it was removed once the e-mail was delivered.';

const WITHOUT_SECRET = { text: SECRET_REMOVED, html: null };

/** Minutes until the next try after `attempts` tries, or undefined: no more (all tries made, or a code no longer valid by then). */
export function nextTryAfter(attempts: number, secret: boolean): number | undefined {
  if (attempts + 1 >= MAIL_RETRY.attempts) return undefined;
  const after = MAIL_RETRY.afterMinutes[attempts]!;
  const waited = MAIL_RETRY.afterMinutes.slice(0, attempts + 1).reduce((sum, minutes) => sum + minutes, 0);
  return secret && waited >= MAIL_RETRY.secretMinutes ? undefined : after;
}

/** A try of an outbox row: its e-mail and the tries before this one. */
/** A try of an e-mail: `lease` is the lease it was taken with (its next_attempt_at as text, to the microsecond). */
type Try = OutgoingMail & { id: string; attempts: number; lease: string };

/** A try under way holds its row this long; after it, any instance takes the row up again. */
const LEASE_END = sql`now() + make_interval(mins => ${MAIL_RETRY.leaseMinutes})`;
/** A lease as exact text (a Date would lose the microseconds the comparison needs). */
const leaseOf = sql<string | null>`${mailOutbox.nextAttemptAt}::text`;

/** How long the SMTP server may take to connect, greet and answer (nodemailer waits minutes by default). */
const SMTP_TIMEOUTS: SMTPTransport.Options = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Sends the marketplace's e-mails. Each is written to the outbox first; with SMTP_URL it is then
 * handed to that server (nodemailer) without the caller waiting, and marked sent or failed with
 * the error (tried again later: `retryDue`, run by the jobs); without, it is kept in the outbox and written to the log, so a server without mail
 * (`npm start` offline) still shows what it would have sent.
 */
export class Mailer {
  private readonly deliveries = new Set<Promise<void>>();

  private constructor(
    private readonly db: Database,
    private readonly transport: Transporter | undefined,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  static create({ db, settings, log }: { db: Database; settings: MailSettings; log: FastifyBaseLogger }): Mailer {
    // The options object (nodemailer's second argument is the messages' defaults, not the connection's).
    const transport = settings.smtpUrl ? nodemailer.createTransport({ url: settings.smtpUrl, ...SMTP_TIMEOUTS }) : undefined;
    return new Mailer(db, transport, settings.from, log);
  }

  /** Writes the e-mail to the outbox and starts its delivery (after a transaction's commit: call it then). Answers its outbox id. */
  async send(mail: OutgoingMail): Promise<string> {
    const [row] = await this.db
      .insert(mailOutbox)
      .values({
        ...mail,
        html: mail.html ?? null,
        secret: mail.secret ?? false,
        status: this.transport ? 'queued' : 'kept',
        nextAttemptAt: this.transport ? LEASE_END : null,
      })
      .returning({ id: mailOutbox.id, lease: leaseOf });
    const id = row!.id;
    if (!this.transport) {
      this.logKept(id, mail);
      return id;
    }
    this.track(this.deliver(this.transport, { id, attempts: 0, lease: row!.lease!, ...mail }));
    return id;
  }

  /**
   * Writes the e-mail to the outbox in the caller's transaction, due at once: it is delivered by
   * `retryDue` after the commit (or by the next run of the jobs, whichever instance runs first), so
   * it is written if and only if the caller's work is.
   */
  async queue(tx: Executor, mail: OutgoingMail): Promise<string> {
    const [row] = await tx
      .insert(mailOutbox)
      .values({
        ...mail,
        html: mail.html ?? null,
        status: this.transport ? 'queued' : 'kept',
        nextAttemptAt: this.transport ? sql`now()` : null,
      })
      .returning({ id: mailOutbox.id });
    if (!this.transport) this.logKept(row!.id, mail);
    return row!.id;
  }

  /**
   * Tries again the e-mails whose time has come (a failed try's back-off ended, or a try whose
   * instance stopped): each is taken by one instance (skip locked) and leased while it is tried.
   * Answers how many it took.
   */
  async retryDue(limit = 20): Promise<number> {
    const transport = this.transport;
    if (!transport) return 0;
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(lte(mailOutbox.nextAttemptAt, sql`now()`))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const taken = await this.db
      .update(mailOutbox)
      .set({ status: 'queued', nextAttemptAt: LEASE_END })
      .where(inArray(mailOutbox.id, due))
      .returning({
        id: mailOutbox.id,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        html: mailOutbox.html,
        secret: mailOutbox.secret,
        attempts: mailOutbox.attempts,
        lease: leaseOf,
      });
    for (const { html, lease, ...mail } of taken)
      this.track(this.deliver(transport, { ...mail, lease: lease!, ...(html !== null && { html }) }));
    return taken.length;
  }

  /** Resolves once every delivery under way has ended (sent or failed). */
  async idle(): Promise<void> {
    while (this.deliveries.size > 0) await Promise.allSettled([...this.deliveries]);
  }

  async close(): Promise<void> {
    await this.idle();
    this.transport?.close();
  }

  private logKept(id: string, mail: OutgoingMail): void {
    this.log.info({ mailId: id, to: mail.to, subject: mail.subject, text: mail.text }, 'e-mail kept in the outbox (no SMTP_URL)');
  }

  private track(delivery: Promise<void>): void {
    this.deliveries.add(delivery);
    void delivery.finally(() => this.deliveries.delete(delivery));
  }

  private async deliver(transport: Transporter, { id, attempts, lease, secret = false, ...mail }: Try): Promise<void> {
    let outcome: PgUpdateSetSource<typeof mailOutbox>;
    try {
      await transport.sendMail({ from: this.from, ...mail });
      outcome = { status: 'sent', error: null, sentAt: sql`now()`, nextAttemptAt: null, ...(secret && WITHOUT_SECRET) };
    } catch (error) {
      this.log.warn({ mailId: id, to: mail.to, err: error }, 'e-mail not delivered');
      const after = nextTryAfter(attempts, secret);
      outcome = {
        status: 'failed',
        error: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
        nextAttemptAt: after === undefined ? null : sql`now() + make_interval(mins => ${after})`,
        ...(secret && after === undefined && WITHOUT_SECRET),
      };
    }
    // Only this try's outcome, while its lease holds: a try that outlived its lease (the e-mail was
    // taken again, with a new lease) does not overwrite the next one's.
    await this.db
      .update(mailOutbox)
      .set({ ...outcome, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(and(eq(mailOutbox.id, id), sql`${mailOutbox.nextAttemptAt} = ${lease}::timestamptz`))
      .catch((error: unknown) => this.log.error({ mailId: id, err: error }, 'e-mail outcome not recorded'));
  }
}
