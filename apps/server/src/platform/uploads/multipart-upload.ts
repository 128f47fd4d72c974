import { finished } from 'node:stream/promises';
import { UPLOAD_MESSAGES } from '@kakayahan/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../errors.js';

/**
 * A file part with no bytes: an unfilled file input of a browser form (no file name) counts as no file;
 * a chosen file that is empty is refused, so an upload never answers 200 while keeping the old file.
 */
export function isEmptyChosenFile(bytes: Buffer, filename: string): boolean {
  return bytes.length === 0 && filename.trim() !== '';
}

export interface UploadOptions<TField extends string> {
  /** The form field that carries the file (e.g. "image"). */
  fileField: string;
  /** Text fields to keep; any other text field is ignored. */
  textFields: readonly TField[];
  /** The 400 message when the form carries no file in `fileField`. */
  missingFileMessage: string;
}

export interface Upload<TField extends string> {
  bytes: Buffer;
  /** The name the client gave the file; for logs only, never trusted for the type. */
  filename: string;
  /** The kept text fields that were sent (first value wins). */
  fields: Partial<Record<TField, string>>;
}

/** The multipart plugin's errors carry a `code`; a malformed body from busboy carries none. */
export function uploadError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, UPLOAD_MESSAGES.tooLarge);
    case 'FST_FILES_LIMIT':
      return badRequest(UPLOAD_MESSAGES.oneFileOnly);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest(UPLOAD_MESSAGES.tooManyFields);
    default:
      return badRequest(UPLOAD_MESSAGES.unreadable);
  }
}

/**
 * Reads a multipart form holding one file (into memory; the app-wide limit is 10 MB) and a few short
 * text fields. Every bad input becomes a 4xx with a human message: not multipart (415), no file or an
 * empty one (400), a file over the limit (413, also when the plugin cut it short silently), more than one
 * file or too many fields (400), a malformed body (400). Files in other fields are drained and ignored.
 */
export async function readSingleFileUpload<TField extends string>(
  request: FastifyRequest,
  options: UploadOptions<TField>,
): Promise<Upload<TField>> {
  if (!request.isMultipart()) throw new HttpError(415, UPLOAD_MESSAGES.notMultipart);
  const kept = new Set<string>(options.textFields);
  const fields: Partial<Record<TField, string>> = {};
  let file: { bytes: Buffer; filename: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== options.fileField || file) {
          await finished(part.file.resume());
          continue;
        }
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
        if (isEmptyChosenFile(bytes, part.filename)) {
          throw badRequest(UPLOAD_MESSAGES.emptyFile, { [part.fieldname]: UPLOAD_MESSAGES.emptyFile });
        }
        file = { bytes, filename: part.filename };
      } else if (kept.has(part.fieldname) && fields[part.fieldname as TField] === undefined) {
        if (part.valueTruncated) throw badRequest(UPLOAD_MESSAGES.fieldTooLong(part.fieldname));
        // A field sent as application/json arrives parsed; these fields are plain text.
        if (typeof part.value !== 'string') throw badRequest(UPLOAD_MESSAGES.notText(part.fieldname));
        fields[part.fieldname as TField] = part.value;
      }
    }
  } catch (error) {
    const answer = uploadError(error);
    if (answer.statusCode === 400 && answer.message === UPLOAD_MESSAGES.unreadable) {
      request.log.info({ err: error }, 'multipart upload could not be read');
    }
    throw answer;
  }
  if (!file || file.bytes.length === 0) throw badRequest(options.missingFileMessage);
  return { ...file, fields };
}

/** A preValidation hook's shape, as the upload routes declare it. */
export type PreValidationHook = (request: FastifyRequest, _reply: unknown, done: (error?: Error) => void) => void;

/**
 * Makes the routes registered on `scope` answer a body that is neither multipart nor JSON (a raw
 * image/png, say) with the upload's own 415 message instead of the API-wide "Send JSON". `message` says
 * how to send this route's form; it defaults to the photo upload's (OCR, PWD card).
 */
export function acceptOnlyFormUploads(scope: FastifyInstance, message: string = UPLOAD_MESSAGES.notMultipart): void {
  scope.addContentTypeParser('*', (_request, _payload, done) => {
    done(new HttpError(415, message), undefined);
  });
}

/**
 * A preValidation hook for upload routes: a request that is not multipart answers 415 with `message`
 * before the (documentation-only) body schema is checked, so a JSON body gets the same clear message.
 */
export function requireMultipartForm(message: string): PreValidationHook {
  return (request, _reply, done) => {
    done(request.isMultipart() ? undefined : new HttpError(415, message));
  };
}

/** `requireMultipartForm` for the photo uploads (OCR, PWD card): the file goes in "image". */
export const requireMultipart: PreValidationHook = requireMultipartForm(UPLOAD_MESSAGES.notMultipart);
