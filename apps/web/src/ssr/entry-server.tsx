/**
 * The server's side of decision 025: renders a public page for a visitor with the app's own components.
 * Built by `vite build --ssr` into apps/web/dist-server/entry-server.js; the server imports it when it
 * exists. The page's data comes through the app's own queries, whose calls the server answers in process.
 */
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { routes } from '../app/router';
import { setApiTransport } from '../lib/api-client';
import { PUBLIC_PAGE_PATHS } from './public-pages';
import { scriptSafeJson } from '../lib/page-text';
import { PAGE_DATA_ELEMENT_ID, PageOriginContext, PageSeedContext, type PageData } from './page-data';

export { PUBLIC_PAGE_PATHS };

export interface RenderedPage {
  /** 200, or 404 when the page's own data was not found (an unknown job or company). */
  status: number;
  /** What goes in <head>: the page's <title>, description and Open Graph tags, its structured data. */
  head: string;
  /** The markup of #root. */
  body: string;
  /** The data block the browser hydrates from. */
  data: string;
}

/** Whether a path (no query) is a public page the server renders for visitors. */
export function isPublicPage(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  const leaf = matches?.at(-1)?.route.path;
  return leaf !== undefined && (PUBLIC_PAGE_PATHS as readonly string[]).includes(leaf);
}

/** Where the page's API calls go: the server's own routes, in process. */
export function routeApiCallsTo(send: typeof fetch): void {
  setApiTransport(send);
}

function newClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } } });
}

async function renderOnce(url: URL, client: QueryClient, seed: number, origin: string): Promise<string | Response> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return context;
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <PageOriginContext value={origin}>
      <PageSeedContext value={seed}>
        <QueryClientProvider client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </PageSeedContext>
    </PageOriginContext>,
  );
}

/** <title>, <meta> and <link> that React hoists to the start of the markup, and the rest. */
function splitHoisted(markup: string): { head: string; body: string } {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)*/u.exec(markup)?.[0] ?? '';
  return { head: hoisted, body: markup.slice(hoisted.length) };
}

/**
 * Renders the page at `href` (path and query): once to learn which queries it makes, then again with their
 * answers. `origin` is the site's configured address (PUBLIC_URL), for the absolute links of the head and
 * the structured data: never the request's Host. Returns null when the page redirects (nothing to render for
 * a visitor).
 */
export async function renderPublicPage(href: string, seed: number, origin: string): Promise<RenderedPage | null> {
  const url = new URL(href, 'http://localhost');
  const client = newClient();
  const first = await renderOnce(url, client, seed, origin);
  if (typeof first !== 'string') return null;
  const queries = client.getQueryCache().getAll();
  await Promise.all(queries.map((query) => query.fetch().catch(() => undefined)));
  const notFound = queries.some((query) => (query.state.error as { status?: number } | null)?.status === 404);
  const markup = await renderOnce(url, client, seed, origin);
  if (typeof markup !== 'string') return null;
  const { head, body } = splitHoisted(markup);
  const data: PageData = {
    seed,
    // Only answers go to the browser: a failed query is asked again there.
    state: dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === 'success' }),
  };
  return {
    status: notFound ? 404 : 200,
    head,
    body,
    data: `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafeJson(data)}</script>`,
  };
}
