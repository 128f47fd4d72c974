import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { reencodeImage } from '../images/image-reencode.js';
import { validateImage } from '../images/image-validation.js';
import type { PrivateFileStore } from './private-file-store.js';

/**
 * Images that anyone may load by URL: company logos and profile pictures. They sit in the same file store
 * as private files, under `public/`, and are served only by the /media/ route below, by an unguessable
 * name. Every one is re-encoded (no metadata, no GPS position) before it is stored.
 */
export type PublicImageKind = 'logos' | 'pictures';

const MAX_SIDE: Record<PublicImageKind, number> = { logos: 512, pictures: 512 };
const FILE_PATTERN = /^[0-9a-f-]{36}\.webp$/u;

export interface StorePublicImageOptions {
  /** The 415 message when the bytes are not an accepted image. */
  notImageMessage: string;
}

/** Validates, re-encodes and stores an uploaded image; answers its storage key (`public/logos/<uuid>.webp`). */
export async function storePublicImage(
  files: PrivateFileStore,
  kind: PublicImageKind,
  bytes: Buffer,
  options: StorePublicImageOptions,
): Promise<string> {
  await validateImage(bytes, { notImageMessage: options.notImageMessage });
  const image = await reencodeImage(bytes, { maxSide: MAX_SIDE[kind], format: 'webp', quality: 80 });
  const key = `public/${kind}/${randomUUID()}.webp`;
  await files.put(key, image.bytes);
  return key;
}

/** The URL path of a stored public image (`/media/logos/<uuid>.webp`), or null without one. */
export function publicMediaPath(key: string | null | undefined): string | null {
  if (!key?.startsWith('public/')) return null;
  return `/media/${key.slice('public/'.length)}`;
}

/** Removes a stored public image; never fails the caller (a leftover file is only logged). */
export async function deletePublicImage(
  files: PrivateFileStore,
  key: string | null | undefined,
  log: { error: (details: object, message: string) => void },
): Promise<void> {
  if (!key?.startsWith('public/')) return;
  await files
    .delete(key)
    .catch((error: unknown) => log.error({ err: error, key }, 'public image could not be removed'));
}

/** GET /media/{logos|pictures}/{uuid}.webp: the image, cached for a year (a new upload gets a new name). */
export function registerPublicMediaRoute(app: FastifyInstance, files: PrivateFileStore): void {
  app.get<{ Params: { kind: string; file: string } }>(
    '/media/:kind/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { kind, file } = request.params;
      if ((kind !== 'logos' && kind !== 'pictures') || !FILE_PATTERN.test(file)) {
        return reply.code(404).send({ error: 'Image not found.' });
      }
      const bytes = await files.get(`public/${kind}/${file}`);
      if (!bytes) return reply.code(404).send({ error: 'Image not found.' });
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
}
