import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import { API_PREFIX, LIMITS, REGISTRATION_FILE_FIELDS, registrationSchema } from '@dhub/contract';
import Fastify, { LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps } from './app-types.js';
import type { AppConfig } from './config.js';
import { ActorCache } from './access/actor-cache.js';
import { ProfileCache } from './modules/stores/profile-cache.js';
import { OpenStreams } from './access/open-streams.js';
import type { Database } from './db/client.js';
import type { Listen } from './db/listen.js';
import { LiveFeed } from './live/feed.js';
import { NotificationMailer } from './notify/mailer.js';
import { warnOfEndingPlans } from './notify/plan-expiry.js';
import { startPeriodicJobs } from './jobs/periodic-jobs.js';
import { liveRoutes } from './modules/live/routes.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { supportRoutes } from './modules/support/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { catalogueRoutes } from './modules/catalogue/routes.js';
import { healthRoutes, pingRoutes } from './modules/health/routes.js';
import { lookupRoutes } from './modules/lookups/routes.js';
import { removeUnusedImages } from './modules/catalogue/unused-images.js';
import { mediaRoutes } from './modules/media/routes.js';
import { OrderFeed } from './modules/orders/live.js';
import { orderRoutes } from './modules/orders/routes.js';
import { reviewRoutes } from './modules/reviews/routes.js';
import { couponRoutes } from './modules/coupons/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { payoutRoutes } from './modules/payouts/routes.js';
import { planRoutes } from './modules/plans/routes.js';
import { walletRoutes } from './modules/wallet/routes.js';
import { bookingRoutes } from './modules/bookings/routes.js';
import { storeRoutes } from './modules/stores/routes.js';
import { deliveryBoyRoutes } from './modules/delivery-boys/routes.js';
import { helpRoutes } from './modules/help/routes.js';
import { profileRoutes } from './modules/profile/routes.js';
import { registerAuth } from './plugins/auth.js';
import { registerCompression } from './plugins/compression.js';
import { registerErrorHandler } from './http/errors.js';
import { registerJsonBodyParser } from './plugins/json-body.js';
import { loggerOptions, registerRequestLog } from './plugins/request-log.js';
import { inlineScriptSources } from './plugins/inline-scripts.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerSwagger } from './plugins/swagger.js';
import { registerWeb } from './plugins/web.js';
import { createStorage, type FileStorage } from './storage/index.js';
import { Mailer } from './mail/mailer.js';
import { mailRoutes } from './modules/mail/routes.js';
import { passwordRoutes } from './modules/auth/password-routes.js';
import { removeOrphanFiles } from './storage/orphan-sweep.js';
import { removeStaleTempFiles } from './storage/temp-sweep.js';

export type { App } from './app-types.js';

export interface BuildAppOptions {
  db: Database;
  config: AppConfig;
  /** Defaults to local disk under DATA_DIR/uploads. */
  storage?: FileStorage;
  /**
   * The database's LISTEN (DatabaseHandle.listen): with it the access check keeps its reads
   * between requests, dropping them as the database notifies changes; without, it reads every time.
   */
  listen?: Listen;
}

const MULTIPART_LIMITS = {
  fileSize: LIMITS.fileMaxBytes,
  files: REGISTRATION_FILE_FIELDS.reduce((total, rule) => total + rule.maxCount, 0) + LIMITS.businessImagesMax,
  fields: Object.keys(registrationSchema.shape).length + 20,
  fieldSize: 64 * 1024,
  parts: 200,
};

/** The Fastify app, without listening: the server entry and the tests (app.inject) both use it. */
export async function buildApp({ db, config, storage = createStorage(config.dataDir), listen }: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    // Fastify's own two lines per request are off: registerRequestLog writes exactly one.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerJsonBodyParser(app);
  registerRequestLog(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, { scriptSources: inlineScriptSources(config.webDist) });
  await registerCompression(app);
  await registerSwagger(app);
  await registerAuth(app, { secret: config.jwtSecret, expiresIn: config.jwtExpiresIn });
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });

  const actors = await ActorCache.start(listen);
  app.addHook('onClose', () => actors.stop());
  const profiles = await ProfileCache.start(listen);
  app.addHook('onClose', () => profiles.stop());
  // A vendor's own change shows in its next profile read at once: the database's notification (which
  // also reaches the other instances) may arrive a moment after the answer.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.actor?.role === 'vendor') profiles.cache.changed(request.actor.userId);
    return payload;
  });
  const orders = await OrderFeed.start(listen);
  app.addHook('preClose', async () => orders.feed.endAll());
  app.addHook('onClose', () => orders.stop());
  const mailer = Mailer.create({ db, settings: config.mail, log: app.log });
  app.addHook('onClose', () => mailer.close());
  const live = await LiveFeed.start(listen);
  app.addHook('preClose', async () => live.feed.endAll());
  app.addHook('onClose', () => live.stop());
  const stopMailingNotifications = NotificationMailer.start({
    db,
    mailer,
    feed: live.feed,
    currency: config.wallet.currency,
    log: app.log,
  });
  app.addHook('preClose', async () => stopMailingNotifications());
  const stopJobs = startPeriodicJobs(
    [
      { name: 'mailRetries', run: () => mailer.retryDue() },
      { name: 'planExpiryWarnings', run: () => warnOfEndingPlans(db) },
    ],
    config.jobsIntervalSeconds * 1000,
    app.log,
  );
  app.addHook('preClose', async () => stopJobs());
  const openStreams = new OpenStreams();
  const stopEndingStreams = actors.cache.onChange((userId) => openStreams.end(userId));
  app.addHook('onClose', async () => stopEndingStreams());
  const deps: AppDeps = {
    db,
    config,
    storage,
    actorCache: actors.cache,
    profileCache: profiles.cache,
    orderFeed: orders.feed,
    mailer,
    liveFeed: live.feed,
    openStreams,
  };
  await app.register(healthRoutes, deps);
  await app.register(
    async (api) => {
      await api.register(pingRoutes, deps);
      await api.register(authRoutes, deps);
      await api.register(passwordRoutes, deps);
      await api.register(mailRoutes, deps);
      await api.register(lookupRoutes, deps);
      await api.register(storeRoutes, deps);
      await api.register(mediaRoutes, deps);
      await api.register(catalogueRoutes, deps);
      await api.register(orderRoutes, deps);
      await api.register(reviewRoutes, deps);
      await api.register(couponRoutes, deps);
      await api.register(walletRoutes, deps);
      await api.register(payoutRoutes, deps);
      await api.register(planRoutes, deps);
      await api.register(bookingRoutes, deps);
      await api.register(dashboardRoutes, deps);
      await api.register(deliveryBoyRoutes, deps);
      await api.register(helpRoutes, deps);
      await api.register(profileRoutes, deps);
      await api.register(liveRoutes, deps);
      await api.register(supportRoutes, deps);
      await api.register(notificationRoutes, deps);
    },
    { prefix: API_PREFIX },
  );
  await registerWeb(app, config.webDist);
  // On start: what a killed process left (temp uploads, files moved without their rows) and photos nothing uses.
  app.addHook('onReady', async () => {
    const sweeps = {
      'stale temporary upload files': () => removeStaleTempFiles(path.resolve(config.dataDir, 'tmp')),
      'store files without their rows': () => removeOrphanFiles(db, storage),
      'unused catalogue photos': () => removeUnusedImages(db, storage),
    };
    for (const [what, sweep] of Object.entries(sweeps)) {
      try {
        const removed = await sweep();
        if (removed > 0) app.log.info({ removed }, `removed ${what}`);
      } catch (error) {
        app.log.warn({ err: error }, `could not remove ${what}`);
      }
    }
  });
  return app;
}
