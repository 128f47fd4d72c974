import { describe, expect, it } from 'vitest';
import { createPageTemplate, publicScriptOf } from './page-template.js';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="The shell's description" />
    <meta property="og:title" content="The shell's preview" />
    <meta
      property="og:description"
      content="The shell's preview description"
    />
    <meta name="twitter:card" content="summary" />
    <meta name="theme-color" content="#1e3a8a" />
    <title>Kakayahan Jobs</title>
    <script type="module" crossorigin src="/assets/app-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/main-def.js">
    <link rel="stylesheet" crossorigin href="/assets/main-123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const PAGE = {
  head: '<title>Encoder | Kakayahan Jobs</title><meta name="description" content="A job"/>',
  body: '<main><h1>Encoder</h1></main>',
  data: '<script type="application/json" id="kj-page-data">{}</script>',
};

describe('the HTML around a page rendered on the server', () => {
  const html = createPageTemplate(INDEX, 'assets/public-xyz.js').render(PAGE);

  it("loads the small public script instead of the app's script and preloads", () => {
    expect(html).toContain('<script type="module" src="/assets/public-xyz.js"></script>');
    expect(html).not.toContain('app-abc.js');
    expect(html).not.toContain('modulepreload');
  });

  it("keeps the stylesheet and puts the page's own title and description in place of the shell's", () => {
    expect(html).toContain('href="/assets/main-123.css"');
    expect(html.match(/<title>/gu)).toHaveLength(1);
    expect(html).toContain('<title>Encoder | Kakayahan Jobs</title>');
    expect(html).not.toContain("The shell's description");
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('puts the markup in #root, and the loading status and the data block after it', () => {
    expect(html).toContain('<div id="root"><main><h1>Encoder</h1></main></div><div id="kj-app-loading"');
    expect(html.indexOf('id="kj-page-data"')).toBeGreaterThan(html.indexOf('id="kj-app-loading"'));
  });

  it("keeps the shell's title, description and preview when the page has none", () => {
    const plain = createPageTemplate(INDEX, 'assets/public-xyz.js').render({ ...PAGE, head: '' });
    expect(plain).toContain('<title>Kakayahan Jobs</title>');
    expect(plain).toContain("The shell's description");
    expect(plain).toContain("The shell's preview description");
    expect(plain).toContain('<meta name="twitter:card" content="summary" />');
  });

  it("puts the page's own canonical address, Open Graph and Twitter card tags in place of the shell's", () => {
    const head =
      '<title>Encoder | Kakayahan Jobs</title><meta name="description" content="A job"/>' +
      '<link rel="canonical" href="https://jobs.example.ph/jobs/7"/>' +
      '<meta property="og:title" content="Encoder"/><meta property="og:description" content="A job"/>' +
      '<meta property="og:url" content="https://jobs.example.ph/jobs/7"/><meta name="twitter:card" content="summary"/>';
    const html = createPageTemplate(INDEX, 'p.js').render({ ...PAGE, head });
    expect(html).not.toContain("The shell's preview");
    for (const tag of ['name="description"', 'rel="canonical"', 'property="og:title"', 'name="twitter:card"']) {
      expect(html.split(tag)).toHaveLength(2);
    }
    expect(html).toContain('<meta property="og:url" content="https://jobs.example.ph/jobs/7"/>');
    // Tags that say nothing about the page stay.
    expect(html).toContain('<meta name="theme-color" content="#1e3a8a" />');
  });

  it("keeps the shell's preview tags of a kind the page does not give", () => {
    const head = '<title>Help Centre | Kakayahan Jobs</title><meta name="description" content="Answers"/>';
    const html = createPageTemplate(INDEX, 'p.js').render({ ...PAGE, head });
    expect(html).not.toContain("The shell's description");
    expect(html).toContain("The shell's preview description");
  });

  it('takes markup with $ signs literally', () => {
    const priced = createPageTemplate(INDEX, 'p.js').render({ ...PAGE, body: '<p>Salary $& $1 $$</p>' });
    expect(priced).toContain('<p>Salary $& $1 $$</p>');
  });

  it('refuses a shell without an empty #root, and finds the public script in the manifest', () => {
    expect(() => createPageTemplate('<html></html>', 'p.js')).toThrow(/#root/u);
    const manifest = {
      'index.html': { file: 'assets/app-abc.js', isEntry: true, src: 'index.html' },
      'src/ssr/public-entry.ts': { file: 'assets/public-xyz.js', isEntry: true, src: 'src/ssr/public-entry.ts' },
    };
    expect(publicScriptOf(manifest)).toBe('assets/public-xyz.js');
    expect(() => publicScriptOf({})).toThrow(/public-entry/u);
  });
});
