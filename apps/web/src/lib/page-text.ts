/**
 * Text for what search engines and link previews show (decision 028): pure helpers shared by the pages'
 * descriptions and their structured data.
 */

/** The site's address without a trailing slash, joined to a path that starts with "/". */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/u, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * Text on one line, cut at a word boundary to at most `max` characters with "…" when it was longer: a
 * description search results and previews show whole.
 */
export function shortenText(text: string, max: number): string {
  const line = text.replace(/\s+/gu, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const endsAWord = line.charAt(max - 1) === ' ';
  const lastSpace = cut.lastIndexOf(' ');
  // A single long word is cut where it must be; otherwise at the last whole word.
  const words = endsAWord || lastSpace <= max / 2 ? cut : cut.slice(0, lastSpace);
  return `${words.replace(/[\s,;:.–-]+$/u, '')}…`;
}

/**
 * JSON for a data block (<script type="application/json"> or "application/ld+json"): nothing in it may
 * close the element or end a line early, whatever text a person typed.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</gu, '\\u003c')
    .replace(/>/gu, '\\u003e')
    .replace(/&/gu, '\\u0026')
    .replace(/\u2028/gu, '\\u2028')
    .replace(/\u2029/gu, '\\u2029');
}
