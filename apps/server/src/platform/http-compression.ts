import { constants } from 'node:zlib';
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Text worth compressing: JSON, XML and text answers (not server-sent events, which must flow as written).
 * Images, PDFs, office files and other downloads are left alone: they are compressed formats already, and
 * `application/octet-stream` (which the plugin compresses by default) is left alone for the same reason.
 */
const COMPRESSIBLE_TYPES = /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:[\w.-]+\+)?(?:json|xml))\s*(?:;|$)/u;

/**
 * How answers are compressed on the fly: br or gzip by Accept-Encoding (Vary: Accept-Encoding), answers of
 * at least 1 KB only (below that the saving is a few bytes). Brotli quality 4 and gzip level 6: measured once
 * on a 17 KB and an 87 KB feed-like JSON list, br 4 took 0.2 and 1.7 ms, gzip 6 0.4 and 0.3 ms, br 11 28 and
 * 35 ms for about a fifth fewer bytes; quality 11 is kept for the build's precompressed files, made once.
 */
export const DYNAMIC_COMPRESSION = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
  customTypes: COMPRESSIBLE_TYPES,
} satisfies FastifyCompressOptions;

/** The API's answers; other routes (the web app's files, public media, sockets) opt in by their own `compress`. */
function isApiRoute(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/**
 * Compresses API answers. The web app's files are not compressed here: the build precompresses them and
 * static-web.ts sends those files as they are. Request bodies are not decompressed (a compressed upload
 * would get past the body limit's meaning). Call before any route is registered.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Added before the plugin's own onRoute hook, so it runs first and the plugin sees `compress: false`.
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && !isApiRoute(route.url)) route.compress = false;
  });
  await app.register(fastifyCompress, { ...DYNAMIC_COMPRESSION, global: true, globalDecompression: false });
}
