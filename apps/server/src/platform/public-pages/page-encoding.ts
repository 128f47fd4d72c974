import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** How a rendered page travels: brotli, gzip or as it is. */
export type PageEncoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli quality 5 for pages: a job page's 40-odd KB of HTML in about a millisecond (in the thread pool,
 * not on the event loop), made once per page and data version when pages are kept in memory (decision 029).
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/**
 * The best encoding an Accept-Encoding header allows: br, then gzip, else identity. Honours `q=0`
 * (refused) and `*` (any other encoding).
 */
export function pageEncodingFor(acceptEncoding: string | undefined): PageEncoding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/u.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weightOf('br') > 0) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return 'identity';
}

/** The page's bytes in an encoding. */
export async function encodePage(html: Buffer, encoding: PageEncoding): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    });
  }
  if (encoding === 'gzip') return gzipAsync(html, { level: GZIP_LEVEL });
  return html;
}
