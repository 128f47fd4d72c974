import type { SitemapEntry } from './site-index.service.js';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an XML element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/gu, (character) => XML_ESCAPES[character] ?? character);
}

/** A W3C date-time without fractions of a second, as the sitemap protocol shows them. */
function w3cDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/u, 'Z');
}

/** The sitemap (sitemaps.org 0.9): one <url> per entry, its absolute address and, when known, <lastmod>. */
export function presentSitemap(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${w3cDateTime(entry.lastModified)}</lastmod>` : '';
    return `<url><loc>${escapeXml(`${publicUrl}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
