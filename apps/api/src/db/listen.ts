import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * What a LISTEN subscriber is told: each notification's payload, and `reset` whenever
 * notifications may have been missed: `connected` true once listening (again), false when the
 * connection is lost (until it is back, nothing arrives).
 */
export interface ChannelHandlers {
  message(payload: string): void;
  reset(connected: boolean): void;
}

/** Subscribes to a notification channel; the answer stops listening. */
export type Listen = (channel: string, handlers: ChannelHandlers) => Promise<() => Promise<void>>;

const RECONNECT_MS = 1000;
/** How often an idle LISTEN connection is checked, and how long the check may take. */
const HEARTBEAT_MS = 15_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;

/**
 * LISTEN on its own connection (not the pool's: a pooled connection is shared and recycled).
 * A lost connection reports reset(false) and is opened again every second until it is back. The
 * connection is idle between notifications, so a silent drop (a firewall, a failover) would raise
 * no error: TCP keep-alive and a `select 1` every 15 s find it.
 */
export function listenPostgres(url: string): Listen {
  return async (channel, handlers) => {
    let client: pg.Client | undefined;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    let heartbeat: NodeJS.Timeout | undefined;

    const lost = (failed: pg.Client) => {
      if (client !== failed) return;
      client = undefined;
      clearInterval(heartbeat);
      failed.end().catch(() => {});
      if (stopped) return;
      handlers.reset(false);
      schedule();
    };
    const connect = async () => {
      const next = new pg.Client({ connectionString: url, keepAlive: true, query_timeout: HEARTBEAT_TIMEOUT_MS });
      next.on('notification', (message) => {
        if (message.channel === channel) handlers.message(message.payload ?? '');
      });
      next.on('error', () => lost(next));
      next.on('end', () => lost(next));
      try {
        await next.connect();
        await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        await next.end().catch(() => {});
        throw error;
      }
      if (stopped) return void (await next.end());
      client = next;
      heartbeat = setInterval(() => next.query('select 1').catch(() => lost(next)), HEARTBEAT_MS);
      heartbeat.unref();
      handlers.reset(true);
    };
    const schedule = () => {
      retry = setTimeout(() => {
        if (!stopped) connect().catch(schedule);
      }, RECONNECT_MS);
      retry.unref();
    };

    try {
      await connect();
    } catch {
      handlers.reset(false);
      schedule();
    }
    return async () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    };
  };
}

/** PGlite is one connection in this process: it hears its own notifications, delivered as its queries finish. */
export function listenPglite(pglite: PGlite): Listen {
  return async (channel, handlers) => {
    const unsubscribe = await pglite.listen(channel, (payload) => handlers.message(payload));
    handlers.reset(true);
    return () => unsubscribe();
  };
}
