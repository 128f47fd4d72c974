import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import helmet from '@fastify/helmet';
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
export async function registerSecurityHeaders(app: FastifyInstance, options: { publicUrl: string }): Promise<void> {
  const isHttps = options.publicUrl.toLowerCase().startsWith('https://');
  await app.register(helmet, {
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
