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
import { registerAccountRoutes } from './features/accounts/accounts.routes.js';
import { registerChatRoutes } from './features/chat/chat.routes.js';
import { forumRoutes } from './features/forum/forum.routes.js';
import { registerReportRoutes } from './features/reports/reports.routes.js';
import { registerAdminUserRoutes } from './features/admin-users/admin-users.routes.js';
import { registerApplicationRoutes } from './features/applications/applications.routes.js';
import { registerEmployerProfileRoutes } from './features/employer-profiles/employer-profiles.routes.js';
import { registerJobSeekerProfileRoutes } from './features/job-seeker-profiles/job-seeker-profiles.routes.js';
import { registerRecommendationRoutes } from './features/recommendations/recommendations.routes.js';
import { registerHealthRoutes } from './features/health/health.routes.js';
import { registerJobRoutes } from './features/jobs/jobs.routes.js';
import { registerNotificationRoutes } from './features/notifications/notifications.routes.js';
import { registerOcrRoutes } from './features/ocr/ocr.routes.js';
import { registerPasswordResetRoutes } from './features/password-reset/password-reset.routes.js';
import { registerPreferenceRoutes } from './features/preferences/preferences.routes.js';
import { registerPwdCardRoutes } from './features/pwd-cards/pwd-cards.routes.js';
import { authPlugin } from './platform/auth/auth.plugin.js';
import { registerErrorHandling } from './platform/errors.js';
import { createDiskFileStore, privateFilesDir, type PrivateFileStore } from './platform/files/private-file-store.js';
import { registerPublicMediaRoute } from './platform/files/public-media.js';
import { loadSigningKey } from './platform/files/signing-key.js';
import { registerRateLimiting, registerSecurityHeaders } from './platform/http-security.js';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './platform/mail/mailer.js';
import type { OcrEngine } from './platform/ocr/ocr-engine.js';
import { createOcrEngine } from './platform/ocr/ocr-pool.js';
import { registerEndpoints } from './platform/http/endpoint-routes.js';
import { registerOpenApi } from './platform/openapi.js';
import type { RealtimeBus } from './platform/realtime/bus.js';
import { createMemoryBus } from './platform/realtime/memory-bus.js';
import { createRedisBus } from './platform/realtime/redis-bus.js';
import { registerWsTicketRoute } from './platform/realtime/ws-ticket.routes.js';
import { registerStaticWeb } from './platform/static-web.js';

export interface AppDependencies {
  database: DatabaseHandle;
  /** Defaults to SMTP when configured, otherwise the outbox folder. */
  mailer?: Mailer;
  now?: () => Date;
  /** Defaults to a folder under DATA_DIR. */
  files?: PrivateFileStore;
  /** Defaults to PaddleOCR in worker threads; the app closes it when it closes. */
  ocr?: OcrEngine;
  /** Defaults to Redis pub/sub when REDIS_URL is set, otherwise in-process; the app closes it. */
  bus?: RealtimeBus;
}

/** Builds the whole server without listening: main.ts listens, tests inject requests. */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: ['req.headers.authorization'] },
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
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
  const ctx: AppContext = {
    config,
    db: deps.database.db,
    mailer,
    log: app.log,
    now: deps.now ?? (() => new Date()),
    files: deps.files ?? createDiskFileStore(privateFilesDir(config.dataDir)),
    ocr,
    signingKey: await loadSigningKey(config.appSecret, config.dataDir),
    bus,
  };

  await registerSecurityHeaders(app);
  await registerRateLimiting(app, rateLimitRedis);
  await registerOpenApi(app);
  await app.register(authPlugin, { db: ctx.db, now: ctx.now });
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  await app.register(multipart, {
    limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 11 },
  });

  registerHealthRoutes(app, deps.database);
  registerPublicMediaRoute(app, ctx.files);
  registerAccountRoutes(app, ctx);
  registerNotificationRoutes(app, ctx);
  registerPreferenceRoutes(app, ctx);
  registerJobRoutes(app, ctx);
  registerOcrRoutes(app, ctx);
  registerPwdCardRoutes(app, ctx);
  registerAdminUserRoutes(app, ctx);
  registerPasswordResetRoutes(app, ctx);
  registerEmployerProfileRoutes(app, ctx);
  registerJobSeekerProfileRoutes(app, ctx);
  registerApplicationRoutes(app, ctx);
  registerRecommendationRoutes(app, ctx);
  registerWsTicketRoute(app, ctx);
  registerEndpoints(app, [...forumRoutes(ctx)]);
  registerReportRoutes(app, ctx);
  registerChatRoutes(app, ctx);

  await registerStaticWeb(app, config.webDistDir);
  return app;
}
