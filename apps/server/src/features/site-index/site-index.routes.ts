import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { DYNAMIC_COMPRESSION } from '../../platform/http-compression.js';
import { presentSitemap } from './site-index.presenter.js';
import { robotsText, sitemapEntries } from './site-index.service.js';

/** Crawlers may keep either file for an hour: a new job waits at most that long to be announced. */
const CRAWLER_CACHE = 'public, max-age=3600';

/**
 * /robots.txt and /sitemap.xml: plain routes outside /api/ (no declaration, no sign-in), registered before the
 * web app's fallback so they are never answered with index.html. Addresses use PUBLIC_URL, never the
 * request's Host (which a caller chooses).
 */
export function registerSiteIndex(app: FastifyInstance, ctx: AppContext): void {
  const publicUrl = ctx.config.publicUrl;
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(robotsText(publicUrl)),
  );
  // 50,000 addresses are some megabytes of XML and a tenth of that compressed: compressed like API answers.
  app.get('/sitemap.xml', { compress: DYNAMIC_COMPRESSION }, async (_request, reply) => {
    const xml = presentSitemap(publicUrl, await sitemapEntries(ctx));
    return reply.type('application/xml; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(xml);
  });
}
