import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { registerAccountRoutes } from './features/accounts/accounts.routes.js';
import { registerHealthRoutes } from './features/health/health.routes.js';
import { registerJobRoutes } from './features/jobs/jobs.routes.js';
import { registerNotificationRoutes } from './features/notifications/notifications.routes.js';
import { registerPreferenceRoutes } from './features/preferences/preferences.routes.js';
import { authPlugin } from './platform/auth/auth.plugin.js';
import { registerErrorHandling } from './platform/errors.js';
import { registerRateLimiting, registerSecurityHeaders } from './platform/http-security.js';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './platform/mail/mailer.js';
import { registerOpenApi } from './platform/openapi.js';
import { registerStaticWeb } from './platform/static-web.js';

export interface AppDependencies {
  database: DatabaseHandle;
  /** Defaults to SMTP when configured, otherwise the outbox folder. */
  mailer?: Mailer;
  now?: () => Date;
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
  const ctx: AppContext = { config, db: deps.database.db, mailer, log: app.log, now: deps.now ?? (() => new Date()) };

  await registerSecurityHeaders(app);
  await registerRateLimiting(app);
  await registerOpenApi(app);
  await app.register(authPlugin, { db: ctx.db, now: ctx.now });

  registerHealthRoutes(app, deps.database);
  registerAccountRoutes(app, ctx);
  registerNotificationRoutes(app, ctx);
  registerPreferenceRoutes(app, ctx);
  registerJobRoutes(app, ctx);

  await registerStaticWeb(app, config.webDistDir);
  return app;
}
