/**
 * The HTML around a public page rendered on the server (decision 025): the built app shell (index.html),
 * with the app's script and its preloads swapped for the small public script, the page's own head, its
 * markup in #root and its data block.
 */
export interface PageTemplate {
  render(page: { head: string; body: string; data: string }): string;
}

export interface ViteManifestEntry {
  file: string;
  isEntry?: boolean;
  src?: string;
}

const APP_SCRIPT = /<script type="module"[^>]*src="\/assets\/[^"]+"[^>]*><\/script>\s*/gu;
const PRELOADS = /<link rel="modulepreload"[^>]*>\s*/gu;
const TITLE = /<title>[^<]*<\/title>/u;
/**
 * The shell's own tags of what search engines and previews show (decision 028), each dropped when the page
 * has its own: one description, one canonical address, one set of Open Graph and Twitter card tags.
 */
const SHELL_TAGS = [
  { page: /<meta\s+name="description"/u, shell: /<meta\s+name="description"[^>]*>\s*/gu },
  { page: /<link\s+rel="canonical"/u, shell: /<link\s+rel="canonical"[^>]*>\s*/gu },
  { page: /<meta\s+property="og:/u, shell: /<meta\s+property="og:[^>]*>\s*/gu },
  { page: /<meta\s+name="twitter:/u, shell: /<meta\s+name="twitter:[^>]*>\s*/gu },
];
const ROOT = '<div id="root"></div>';

/** Where the public script's "Loading…" is said: outside #root, so hydration never sees it. */
const LOADING_STATUS = '<div id="kj-app-loading" role="status" class="sr-only"></div>';

export function createPageTemplate(indexHtml: string, publicScript: string): PageTemplate {
  if (!indexHtml.includes(ROOT)) throw new Error('index.html has no empty #root');
  const shell = indexHtml.replace(APP_SCRIPT, '').replace(PRELOADS, '');
  const script = `<script type="module" src="/${publicScript}"></script>`;
  return {
    render({ head, body, data }) {
      // The page's own title, description and preview tags replace the shell's when it has them.
      let html = shell;
      if (TITLE.test(head)) html = html.replace(TITLE, '');
      for (const tag of SHELL_TAGS) if (tag.page.test(head)) html = html.replace(tag.shell, '');
      return html
        .replace('</head>', () => `${head}${script}</head>`)
        .replace(ROOT, () => `<div id="root">${body}</div>${LOADING_STATUS}${data}`);
    },
  };
}

/** The built file of the public script, from Vite's manifest. */
export function publicScriptOf(manifest: Record<string, ViteManifestEntry>): string {
  const entry = Object.values(manifest).find((e) => e.isEntry && e.src === 'src/ssr/public-entry.ts');
  if (!entry) throw new Error('the web build has no public-entry script (src/ssr/public-entry.ts)');
  return entry.file;
}
