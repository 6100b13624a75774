import { NOTIFICATION_LIVE_EVENT, type NotificationType } from '@dhub/contract';
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../db/client.js';
import { notifications } from '../db/notifications-schema.js';
import { users } from '../db/schema.js';
import type { LiveFeed } from '../live/feed.js';
import type { Mailer } from '../mail/mailer.js';
import { notificationMail, wantsEmail } from './email.js';

/** After a lost connection, notifications this recent that nobody mailed are mailed then. */
const CATCH_UP = sql`now() - interval '1 day'`;

/**
 * E-mails each notification its account wants by e-mail, once, after its transaction committed:
 * every instance hears the notification's live event (sent at the commit) and the first to take
 * the row (`emailed_at`) mails it; after a lost database connection, each takes what nobody took.
 */
export class NotificationMailer {
  private readonly running = new Set<Promise<void>>();

  private constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly currency: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts mailing; the answer stops it, once what it was doing is done (before the database closes). */
  static start(options: { db: Database; mailer: Mailer; feed: LiveFeed; currency: string; log: FastifyBaseLogger }): () => Promise<void> {
    const self = new NotificationMailer(options.db, options.mailer, options.currency, options.log);
    const stop = options.feed.observe({
      message: (message) => {
        const id = (message.data as { _id?: unknown })._id;
        if (message.event === NOTIFICATION_LIVE_EVENT && typeof id === 'string') self.track(self.run(eq(notifications.id, id)));
      },
      ready: () => self.track(self.run(gt(notifications.createdAt, CATCH_UP))),
    });
    return async () => {
      stop();
      while (self.running.size > 0) await Promise.allSettled([...self.running]);
    };
  }

  private track(work: Promise<void>): void {
    this.running.add(work);
    void work.finally(() => this.running.delete(work));
  }

  /**
   * Takes the notifications of `which` nobody took yet and writes the e-mails their accounts want,
   * in one transaction (taken and written, or neither), then delivers them.
   */
  private async run(which: SQL): Promise<void> {
    try {
      const written = await this.db.transaction(async (tx) => {
        const taken = await tx
          .update(notifications)
          .set({ emailedAt: sql`now()` })
          .where(and(which, isNull(notifications.emailedAt)))
          .returning({ userId: notifications.userId, type: notifications.type, params: notifications.params });
        let count = 0;
        for (const notification of taken) if (await this.write(tx, notification)) count++;
        return count;
      });
      if (written > 0) await this.mailer.retryDue();
    } catch (error) {
      this.log.warn({ err: error }, 'notification e-mails not sent');
    }
  }

  private async write(
    tx: Transaction,
    { userId, type, params }: { userId: string; type: NotificationType; params: Record<string, string | number> },
  ): Promise<boolean> {
    if (!(await wantsEmail(tx, userId, type))) return false;
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) return false;
    await this.mailer.queue(tx, { to: user.email, ...notificationMail(type, params, this.currency) });
    return true;
  }
}
