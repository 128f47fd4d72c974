import { endpointUrl, type EndpointDeclaration } from '@kakayahan/contracts';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { forbidden, notFound } from '../errors.js';
import type { PrivateFileStore } from './private-file-store.js';
import { signedUrl, verifySignedPath } from './signed-link.js';

/**
 * The one way to serve a private file (a PWD card image, a resume) through a short-lived signed link: the
 * link is made for the endpoint's own path, a request is checked against that path and its subject, and the
 * bytes go out with one set of safe headers. A feature keeps only its own rule: which stored file a
 * subject has (see `SignedFileEndpoint.open`).
 */

/** What serving a signed file needs of the app (the AppContext has all of it). */
export interface SignedFileDeps {
  signingKey: Buffer;
  files: PrivateFileStore;
  now: () => Date;
  log: { error: (details: object, message: string) => void };
}

/** The query of a signed link; both parts are optional, so a missing one is a refused link (403). */
export interface SignedLinkQuery {
  expires?: string | undefined;
  signature?: string | undefined;
}

/** A private file as its feature recorded it when it was stored. */
export interface StoredFile {
  /** Its key in the private file store. */
  key: string;
  /** The type decided from the bytes when it was stored; null answers application/octet-stream. */
  contentType: string | null;
  /** The name to save a download under; null (or nothing safe left of it) uses the endpoint's fallback. */
  name?: string | null;
}

/** Shown in the browser (an <img>) or saved as a file under a name. */
export type FileDisposition = { type: 'inline' } | { type: 'attachment'; fallbackName: string };

export interface SignedFileOptions {
  /** How long a link works from when it is made. */
  ttlSeconds: number;
  disposition: FileDisposition;
  messages: {
    /** 403: the signature is missing, wrong, for another path, or expired. */
    invalidLink: string;
    /** 404: the subject has no such file (or its bytes are gone). */
    missing: string;
  };
}

/** A private file ready to send with `sendPrivateFile`. */
export interface PrivateFileAnswer {
  bytes: Buffer;
  contentType: string;
  /** The Content-Disposition value. */
  disposition: string;
}

/** An endpoint that answers a private file's bytes to a signed link, with path parameters naming its subject. */
export type SignedFileDeclaration = EndpointDeclaration & {
  readonly access: 'signed link';
  readonly response: 'bytes';
  readonly params: z.ZodObject;
};

/** The path parameters of a signed file endpoint, as the route receives them (e.g. `{ userId: 7 }`). */
export type SignedFileParams<E extends SignedFileDeclaration> = z.output<E['params']>;

export interface SignedFileEndpoint<P> {
  /** The path the signature covers, exactly (e.g. `/api/resume/7/`). */
  path(params: P): string;
  /** A link for the subject that works for the endpoint's time, counted in whole seconds from now. */
  link(deps: SignedFileDeps, params: P): { url: string; expiresAt: Date };
  /**
   * The file a request on a signed link asks for: 403 unless the signature is valid and unexpired for this
   * path, then the feature's `find` (which may refuse in its own words), then 404 when there is no file.
   */
  open(
    deps: SignedFileDeps,
    params: P,
    query: SignedLinkQuery,
    find: () => Promise<StoredFile | null | undefined>,
  ): Promise<PrivateFileAnswer>;
}

/** Binds a signed-link endpoint declaration to how long its links work, how it answers and its messages. */
export function signedFileEndpoint<const E extends SignedFileDeclaration>(
  declaration: E,
  options: SignedFileOptions,
): SignedFileEndpoint<SignedFileParams<E>> {
  const path = (params: SignedFileParams<E>) => endpointUrl(declaration, params);
  return {
    path,
    link(deps, params) {
      // Whole seconds, so the expiry in the link is exactly when the signature stops working.
      const expiresAt = new Date(Math.floor(deps.now().getTime() / 1000 + options.ttlSeconds) * 1000);
      return { url: signedUrl(deps.signingKey, path(params), expiresAt), expiresAt };
    },
    async open(deps, params, query, find) {
      const signedPath = path(params);
      if (!verifySignedPath(deps.signingKey, signedPath, query.expires, query.signature, deps.now())) {
        throw forbidden(options.messages.invalidLink);
      }
      const file = await find();
      if (!file) throw notFound(options.messages.missing);
      const bytes = await deps.files.get(file.key);
      if (!bytes) {
        deps.log.error({ path: signedPath, storageKey: file.key }, 'stored file row without its bytes');
        throw notFound(options.messages.missing);
      }
      return {
        bytes,
        contentType: file.contentType ?? 'application/octet-stream',
        disposition: contentDisposition(options.disposition, file.name),
      };
    },
  };
}

/** Sends a private file: its stored type, never cached by a shared cache or sniffed into another type. */
export function sendPrivateFile(reply: FastifyReply, file: PrivateFileAnswer): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', file.disposition)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.bytes);
}

/** The last path segment of a name, without control or invisible formatting characters (no RTL tricks). */
function safeFileName(name: string | null | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/u).pop() ?? '';
  return base.replace(/[\p{Cc}\p{Cf}]/gu, '').trim() || fallback;
}

/**
 * A Content-Disposition value (RFC 6266). Header values must be Latin-1 and a quoted name must not end its
 * quotes early, so an attachment's name is given as printable ASCII (other characters, quotes, backslashes
 * and "%" become "_"); when that is not the whole name, the UTF-8 name follows as `filename*` (RFC 8187),
 * so "Résumé Dela Cruz.pdf" survives.
 */
export function contentDisposition(disposition: FileDisposition, name?: string | null): string {
  if (disposition.type === 'inline') return 'inline';
  const filename = safeFileName(name, disposition.fallbackName);
  const ascii = filename.replace(/[^\x20-\x7e]/gu, '_').replace(/["\\%]/gu, '_');
  if (ascii === filename) return `attachment; filename="${filename}"`;
  // encodeURIComponent leaves ' ( ) * as they are, which are not attr-chars of RFC 8187.
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/gu,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
