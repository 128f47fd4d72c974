import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

/** One year, as HSTS preload lists ask; with includeSubDomains. */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The one inline style attribute in a page rendered on the server (decision 025): react-aria's visually hidden
 * style, on the span around the real input of its checkboxes and radios (the job fairs' filters). It is allowed
 * by its hash alone; styles React sets from script are not style attributes in the markup and need nothing.
 */
export const VISUALLY_HIDDEN_STYLE =
  'border:0;clip:rect(0 0 0 0);clip-path:inset(50%);height:1px;margin:-1px;overflow:hidden;padding:0;' +
  'position:absolute;width:1px;white-space:nowrap';

const VISUALLY_HIDDEN_STYLE_HASH = `'sha256-${createHash('sha256').update(VISUALLY_HIDDEN_STYLE).digest('base64')}'`;

/**
 * Security headers on every response: a CSP with no inline script, nosniff, no framing, a strict
 * referrer policy, and Strict-Transport-Security when the site is served over HTTPS (PUBLIC_URL is
 * https://…). Over plain HTTP (local use) no HSTS: it would make browsers refuse the site on that host.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { publicUrl: string }): Promise<void> {
  const isHttps = options.publicUrl.toLowerCase().startsWith('https://');
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        styleSrcAttr: ["'unsafe-hashes'", VISUALLY_HIDDEN_STYLE_HASH],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: isHttps ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
  });
  // Set on the raw response at the start of every request, as @fastify/helmet did: a route or plugin that
  // sets its own value later (the API docs' CSP) still overrides it.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  return Promise.resolve();
}

/**
 * The headers helmet sets, worked out once (issue 15). @fastify/helmet built a new helmet middleware, CSP
 * directives parsed again, on every request: 8 % of the CPU of a health check. The options have no
 * per-request part (no nonces, no function directives), so every response gets the same headers.
 */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  // Helmet reads nothing from the request for these options, and throws (since 8.1) instead of calling back.
  const request = {} as unknown as IncomingMessage;
  helmet(options)(request, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet failed');
  });
  return [...headers];
}

/**
 * Rate limiting is opt-in per route (`config.rateLimit`), keyed by client address (or by user where a
 * route says so). Counters live in memory, or in Redis when it is configured. Every 429 says
 * in words when to try again and carries Retry-After.
 */
export async function registerRateLimiting(app: FastifyInstance, redis?: Redis): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // With REDIS_URL the counters are shared by every process (a limit is per client, not per process).
    ...(redis ? { redis, nameSpace: 'kakayahan-rate-limit:', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new HttpError(429, `Too many requests. Please wait ${formatWait(seconds)} and try again.`, {
        headers: { 'retry-after': String(seconds) },
      });
    },
  });
}

/** "45 seconds", "1 minute", "10 minutes". */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
