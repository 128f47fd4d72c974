import { describe, expect, it } from 'vitest';
import { escapeXml, presentSitemap } from './site-index.presenter.js';

describe('the sitemap text', () => {
  it('escapes the five XML specials in addresses', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    const xml = presentSitemap('https://jobs.example', [{ path: '/search?a=1&b=<2>' }]);
    expect(xml).toContain('<loc>https://jobs.example/search?a=1&amp;b=&lt;2&gt;</loc>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/u);
  });

  it('writes lastmod as a W3C date-time in UTC only for entries that have one', () => {
    const xml = presentSitemap('https://jobs.example', [
      { path: '/' },
      { path: '/jobs/7', lastModified: new Date('2026-11-26T08:09:10.123Z') },
    ]);
    expect(xml).toContain('<url><loc>https://jobs.example/</loc></url>');
    expect(xml).toContain('<url><loc>https://jobs.example/jobs/7</loc><lastmod>2026-11-26T08:09:10Z</lastmod></url>');
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
  });
});
