import { randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedPage } from '../http/hot-reads.js';
import { encodePage, pageEncodingFor, type PageEncoding } from './page-encoding.js';
import { createPageTemplate, publicScriptOf, type ViteManifestEntry } from './page-template.js';

/** What apps/web/src/ssr/entry-server.tsx exports (the server build of the web app). */
interface ServerEntry {
  isPublicPage(pathname: string): boolean;
  routeApiCallsTo(send: typeof fetch): void;
  renderPublicPage(
    href: string,
    seed: number,
    origin: string,
  ): Promise<{ status: number; head: string; body: string; data: string } | null>;
}

/** The hint cookie the app sets on sign-in (apps/web/src/lib/session.ts). */
const SIGNED_IN_HINT = /(?:^|;\s*)kj_signed_in=1(?:;|$)/u;

export interface PublicPages {
  /** Whether this request gets a page rendered here (a visitor asking for a public page). */
  handles(request: FastifyRequest): boolean;
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/** The server's own API, called in process: a public page's data with no network in between. */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url =
      typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const headers = new Headers(init?.headers);
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: Object.fromEntries(headers.entries()),
    });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** A page's bytes in an encoding, compressed once per kept page (in the thread pool). */
function encodedPage(page: CachedPage, encoding: PageEncoding): Promise<Buffer> {
  if (encoding === 'identity') return Promise.resolve(page.html);
  let bytes = page.encoded.get(encoding);
  if (!bytes) {
    bytes = encodePage(page.html, encoding);
    page.encoded.set(encoding, bytes);
  }
  return bytes;
}

/**
 * Public pages rendered on the server for visitors (decision 025), when the web app's server build is
 * there (apps/web/dist-server); without it every page is the app shell, as before.
 */
export async function loadPublicPages(
  app: FastifyInstance,
  webDistDir: string,
  /** The site's address (PUBLIC_URL): the pages' canonical and Open Graph links, never the request's Host. */
  publicUrl: string,
): Promise<PublicPages | null> {
  const entryFile = path.join(webDistDir, '..', 'dist-server', 'entry-server.js');
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(entryFile) || !existsSync(manifestFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ViteManifestEntry>;
  const template = createPageTemplate(
    readFileSync(path.join(webDistDir, 'index.html'), 'utf8'),
    publicScriptOf(manifest),
  );
  entry.routeApiCallsTo(inProcessFetch(app));

  const render = async (url: string): Promise<CachedPage | null> => {
    const page = await entry.renderPublicPage(url, randomInt(2 ** 32), publicUrl);
    if (!page) return null;
    return { status: page.status, html: Buffer.from(template.render(page)), encoded: new Map() };
  };
  /** The page for an address: from memory at the current data version when kept (decision 029), else rendered. */
  const keptPage = (url: string): Promise<CachedPage | null> => {
    const hot = app.hotReads as FastifyInstance['hotReads'] | undefined;
    if (!hot?.isEnabled) return render(url);
    // Plain, br and gzip bytes together are less than twice the plain page.
    return hot.pages.getOrMake(
      url,
      hot.version(),
      () => render(url),
      (page) => page.html.length * 2,
    );
  };

  return {
    handles(request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      if (SIGNED_IN_HINT.test(request.headers.cookie ?? '')) return false;
      const pathname = request.url.split('?', 1)[0] ?? '/';
      return entry.isPublicPage(pathname);
    },
    async send(request, reply) {
      const page = await keptPage(request.url);
      if (!page) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      const encoding = pageEncodingFor(request.headers['accept-encoding']);
      const bytes = await encodedPage(page, encoding);
      void reply
        .code(page.status)
        .header('content-type', 'text/html; charset=utf-8')
        // The same address is the app for someone signed in (a cache must not give one the other's page),
        // and br, gzip or plain bytes by Accept-Encoding.
        .header('vary', 'Accept-Encoding, Cookie')
        .header('cache-control', 'no-cache');
      if (encoding !== 'identity') void reply.header('content-encoding', encoding);
      return reply.send(bytes);
    },
  };
}
