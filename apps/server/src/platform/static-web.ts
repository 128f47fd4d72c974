import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { loadPublicPages } from './public-pages/public-pages.js';

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is revalidated so a new
 * release is picked up at once. Unknown non-API paths get index.html (client-side routes).
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  webDistDir: string | undefined,
  /** The site's address (PUBLIC_URL), for the absolute links of public pages rendered here. */
  publicUrl: string,
): Promise<void> {
  const hasWeb = webDistDir !== undefined && existsSync(path.join(webDistDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      cacheControl: false,
      // The build writes .br and .gz beside each file; they are sent to browsers that accept them.
      preCompressed: true,
      index: false,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same address answers br, gzip or plain bytes by Accept-Encoding: a shared cache must keep them apart.
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  const publicPages = hasWeb ? await loadPublicPages(app, webDistDir, publicUrl) : null;
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && publicPages?.handles(request)) return publicPages.send(request, reply);
    if (!isApi && wantsPage && hasWeb) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    // A page's form sent by the browser itself (a sign-in page rendered here whose script had not run yet):
    // nothing of it is kept or logged; the person gets the page back to send it again with the app there.
    // The address keeps only one leading slash: `//host/…` would send the browser to another site.
    if (!isApi && request.method === 'POST' && hasWeb) {
      return reply.redirect(`/${request.url.replace(/^[/\\]+/u, '')}`, 303);
    }
    return reply.code(404).send({ error: 'Not found.' });
  });
}
