import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ActorCache } from './access/actor-cache.js';
import type { ProfileCache } from './modules/stores/profile-cache.js';
import type { OpenStreams } from './access/open-streams.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { LiveFeed } from './live/feed.js';
import type { OrderFeed } from './modules/orders/live.js';
import type { FileStorage } from './storage/index.js';
import type { Mailer } from './mail/mailer.js';

export type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/** What every feature module receives: no module reaches for globals. */
export interface AppDeps {
  db: Database;
  config: AppConfig;
  storage: FileStorage;
  /** The access check's reads, kept exact by the database's change notifications. */
  actorCache: ActorCache;
  /** Vendors' profiles, kept exact by the database's change notifications. */
  profileCache: ProfileCache;
  /** The vendors' live order streams of this instance, fed by the database's notifications. */
  orderFeed: OrderFeed;
  /** The marketplace's e-mail: the outbox, delivered through SMTP_URL when set. */
  mailer: Mailer;
  /** This instance's live streams (support, notifications), fed by the database's notifications. */
  liveFeed: LiveFeed;
  /** The event streams open on this instance, ended when their account's access changes. */
  openStreams: OpenStreams;
}
