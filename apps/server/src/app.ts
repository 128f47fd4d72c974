import path from 'node:path';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import { IMAGE_UPLOAD_MAX_BYTES } from '@kakayahan/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { subscribeFeatures } from './features/event-subscribers.js';
import { accountRoutes } from './features/accounts/accounts.routes.js';
import { chatRoutes } from './features/chat/chat.routes.js';
import { registerChatSocket } from './features/chat/chat.socket.js';
import { forumRoutes } from './features/forum/forum.routes.js';
import { jobFairParticipantRoutes } from './features/job-fairs/job-fair-participants.routes.js';
import { jobFairRegistrationRoutes } from './features/job-fairs/job-fair-registrations.routes.js';
import { jobFairRoutes } from './features/job-fairs/job-fairs.routes.js';
import { reportRoutes } from './features/reports/reports.routes.js';
import { adminUserRoutes } from './features/admin-users/admin-users.routes.js';
import { applicationRoutes } from './features/applications/applications.routes.js';
import { employerProfileRoutes } from './features/employer-profiles/employer-profiles.routes.js';
import { jobSeekerProfileRoutes } from './features/job-seeker-profiles/job-seeker-profiles.routes.js';
import { recommendationRoutes } from './features/recommendations/recommendations.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { jobRoutes } from './features/jobs/jobs.routes.js';
import { notificationRoutes } from './features/notifications/notifications.routes.js';
import { registerNotificationSocket } from './features/notifications/notifications.socket.js';
import { ocrRoutes } from './features/ocr/ocr.routes.js';
import { passwordResetRoutes } from './features/password-reset/password-reset.routes.js';
import { preferenceRoutes } from './features/preferences/preferences.routes.js';
import { workNeedsRoutes } from './features/work-needs/work-needs.routes.js';
import { savedJobRoutes } from './features/saved-jobs/saved-jobs.routes.js';
import { profileViewRoutes } from './features/profile-views/profile-views.routes.js';
import { pwdCardRoutes } from './features/pwd-cards/pwd-cards.routes.js';
import { myPwdIdRoutes } from './features/my-pwd-id/my-pwd-id.routes.js';
import { authPlugin } from './platform/auth/auth.plugin.js';
import { registerErrorHandling } from './platform/errors.js';
import { createFileStore } from './platform/files/file-store.js';
import type { PrivateFileStore } from './platform/files/private-file-store.js';
import { registerPublicMediaRoute } from './platform/files/public-media.js';
import { loadSigningKey } from './platform/files/signing-key.js';
import { registerRateLimiting, registerSecurityHeaders } from './platform/http-security.js';
import { registerCompression } from './platform/http-compression.js';
import { registerSiteIndex } from './features/site-index/site-index.routes.js';
import { loggerOptions, type LogStream } from './platform/logging.js';
import { createEventBus } from './platform/events/event-bus.js';
import { registerMailJob } from './platform/mail/mail-jobs.js';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './platform/mail/mailer.js';
import type { OcrEngine } from './platform/ocr/ocr-engine.js';
import { createJobQueue } from './platform/queue/job-queue.js';
import { createOcrEngine } from './platform/ocr/ocr-pool.js';
import { adminEmployerRoutes } from './features/admin-employers/admin-employers.routes.js';
import { auditLogRoutes } from './features/audit-log/audit-log.routes.js';
import { employerVerificationRoutes } from './features/employer-verification/employer-verification.routes.js';
import { platformStatisticsRoutes } from './features/platform-statistics/platform-statistics.routes.js';
import { assistantRoutes } from './features/assistant/assistant.routes.js';
import { guardDeclaredRoutes, registerEndpoints } from './platform/http/endpoint-routes.js';
import { registerHotReads } from './platform/http/hot-reads.js';
import { registerOpenApi } from './platform/openapi.js';
import type { RealtimeBus } from './platform/realtime/bus.js';
import { createMemoryBus } from './platform/realtime/memory-bus.js';
import { createRedisBus } from './platform/realtime/redis-bus.js';
import { wsTicketRoutes } from './features/realtime/realtime.routes.js';
import { registerStaticWeb } from './platform/static-web.js';

export interface AppDependencies {
  database: DatabaseHandle;
  /** Defaults to SMTP when configured, otherwise the outbox folder. */
  mailer?: Mailer;
  now?: () => Date;
  /** Defaults to the database's table on PostgreSQL, a folder under DATA_DIR with PGlite (issue 15). */
  files?: PrivateFileStore;
  /** Defaults to PaddleOCR in worker threads; the app closes it when it closes. */
  ocr?: OcrEngine;
  /** Defaults to Redis pub/sub when REDIS_URL is set, otherwise in-process; the app closes it. */
  bus?: RealtimeBus;
  /** Defaults to standard output; tests pass a stream to read what is logged. */
  logStream?: LogStream;
  /** `poll` (default): jobs run in the background; `manual`: only `app.jobQueue.drain()` runs them (tests). */
  jobs?: 'poll' | 'manual';
}

/** Builds the whole server without listening: main.ts listens, tests inject requests. */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  guardDeclaredRoutes(app);
  registerErrorHandling(app);

  const mailer =
    deps.mailer ??
    (config.smtpUrl
      ? createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log })
      : createOutboxMailer({ outboxDir: path.join(config.dataDir, 'outbox'), from: config.mailFrom, log: app.log }));
  const ocr = deps.ocr ?? createOcrEngine(config.ocr);
  app.addHook('onClose', () => ocr.close());
  const logBusError = (error: unknown) => app.log.error({ err: error }, 'realtime bus error');
  const bus =
    deps.bus ?? (config.redisUrl ? await createRedisBus(config.redisUrl, logBusError) : createMemoryBus(logBusError));
  app.addHook('onClose', () => bus.close());
  const rateLimitRedis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  rateLimitRedis?.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store error'));
  if (rateLimitRedis)
    app.addHook('onClose', async () => {
      await rateLimitRedis.quit().catch(() => 'closed');
    });
  // Background work (decision 015): the job queue in the database, typed events delivered through it.
  const signingKey = await loadSigningKey(config.appSecret, config.dataDir, deps.database);
  const queue = createJobQueue({ database: deps.database, log: app.log, signingKey, mode: deps.jobs ?? 'poll' });
  const events = createEventBus(queue);
  const ctx: AppContext = {
    config,
    db: deps.database.db,
    mailer,
    log: app.log,
    now: deps.now ?? (() => new Date()),
    files: deps.files ?? createFileStore(deps.database, config.dataDir),
    ocr,
    signingKey,
    bus,
    queue,
    events,
  };
  registerMailJob(queue, mailer, config.mailFrom);
  subscribeFeatures(ctx);
  await queue.start();
  app.addHook('onClose', () => queue.stop());
  app.decorate('jobQueue', queue);
  app.decorate('domainEvents', events);

  await registerSecurityHeaders(app, { publicUrl: config.publicUrl });
  await registerRateLimiting(app, rateLimitRedis);
  await registerCompression(app);
  registerHotReads(app, deps.database, ctx.now);
  await registerOpenApi(app);
  await app.register(authPlugin, { db: ctx.db, now: ctx.now });
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  await app.register(multipart, {
    limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 11 },
  });

  registerEndpoints(app, healthRoutes(deps.database));
  registerPublicMediaRoute(app, ctx.files);
  registerEndpoints(app, accountRoutes(ctx));
  registerEndpoints(app, notificationRoutes(ctx));
  registerNotificationSocket(app, ctx);
  registerEndpoints(app, preferenceRoutes(ctx));
  registerEndpoints(app, workNeedsRoutes(ctx));
  registerEndpoints(app, savedJobRoutes(ctx));
  registerEndpoints(app, profileViewRoutes(ctx));
  registerEndpoints(app, jobRoutes(ctx));
  registerEndpoints(app, ocrRoutes(ctx));
  registerEndpoints(app, pwdCardRoutes(ctx));
  registerEndpoints(app, myPwdIdRoutes(ctx));
  registerEndpoints(app, adminUserRoutes(ctx));
  registerEndpoints(app, passwordResetRoutes(ctx));
  registerEndpoints(app, employerProfileRoutes(ctx));
  registerEndpoints(app, jobSeekerProfileRoutes(ctx));
  registerEndpoints(app, applicationRoutes(ctx));
  registerEndpoints(app, recommendationRoutes(ctx));
  registerEndpoints(app, wsTicketRoutes(ctx));
  registerEndpoints(app, [...forumRoutes(ctx)]);
  registerEndpoints(app, reportRoutes(ctx));
  registerEndpoints(app, chatRoutes(ctx));
  registerEndpoints(app, jobFairRoutes(ctx));
  registerEndpoints(app, jobFairRegistrationRoutes(ctx));
  registerEndpoints(app, jobFairParticipantRoutes(ctx));
  registerEndpoints(app, adminEmployerRoutes(ctx));
  registerEndpoints(app, auditLogRoutes(ctx));
  registerEndpoints(app, platformStatisticsRoutes(ctx));
  registerEndpoints(app, employerVerificationRoutes(ctx));
  registerEndpoints(app, assistantRoutes(ctx));
  registerChatSocket(app, ctx);
  registerSiteIndex(app, ctx);

  await registerStaticWeb(app, config.webDistDir, config.publicUrl);
  return app;
}
