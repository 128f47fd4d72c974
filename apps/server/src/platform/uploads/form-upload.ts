import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MESSAGES } from '@kakayahan/contracts';
import { badRequest, HttpError } from '../errors.js';
import { isEmptyChosenFile, uploadError } from './multipart-upload.js';

export interface FormUploadOptions<TFile extends string, TField extends string> {
  /** Form fields that may carry a file (each at most one, each optional). */
  fileFields: readonly TFile[];
  /** Text fields to keep; any other text field is ignored (so `user_type` or `is_approved` cannot ride along). */
  textFields: readonly TField[];
  /**
   * The 415 message for a body that is not multipart: it names this form and its file fields (a company
   * profile is not a photo), so each route says how to send its own form.
   */
  notMultipartMessage: string;
}

export interface UploadedFile {
  bytes: Buffer;
  /** The name the client gave the file; shown back to people, never trusted for the type. */
  filename: string;
}

export interface FormUpload<TFile extends string, TField extends string> {
  files: Partial<Record<TFile, UploadedFile>>;
  fields: Partial<Record<TField, string>>;
}

/**
 * Reads a multipart form with optional files in named fields (into memory; each file at most the
 * app-wide 10 MB) and short text fields. Every bad input is a 4xx with a human message: not multipart
 * (415), a file over the limit (413, also when the plugin cut it short silently), too many files or fields,
 * a malformed body (400), a chosen file that is empty (400). An empty file part without a file name (a
 * form's unfilled file input) counts as no file.
 */
export async function readFormUpload<TFile extends string, TField extends string>(
  request: FastifyRequest,
  options: FormUploadOptions<TFile, TField>,
): Promise<FormUpload<TFile, TField>> {
  if (!request.isMultipart()) throw new HttpError(415, options.notMultipartMessage);
  const fileFields = new Set<string>(options.fileFields);
  const textFields = new Set<string>(options.textFields);
  const files: Partial<Record<TFile, UploadedFile>> = {};
  const fields: Partial<Record<TField, string>> = {};
  try {
    const parts = request.parts({ limits: { files: options.fileFields.length || 1 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const name = part.fieldname as TFile;
        if (!fileFields.has(name) || files[name]) {
          await finished(part.file.resume());
          continue;
        }
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw new HttpError(413, UPLOAD_MESSAGES.fileTooLarge);
        if (isEmptyChosenFile(bytes, part.filename)) {
          throw badRequest(UPLOAD_MESSAGES.emptyFile, { [name]: UPLOAD_MESSAGES.emptyFile });
        }
        if (bytes.length > 0) files[name] = { bytes, filename: part.filename };
      } else if (textFields.has(part.fieldname) && fields[part.fieldname as TField] === undefined) {
        if (part.valueTruncated) throw new HttpError(400, UPLOAD_MESSAGES.fieldTooLong(part.fieldname));
        if (typeof part.value !== 'string') throw new HttpError(400, UPLOAD_MESSAGES.notText(part.fieldname));
        fields[part.fieldname as TField] = part.value;
      }
    }
  } catch (error) {
    const answer = uploadError(error);
    if (answer.statusCode === 413) throw new HttpError(413, UPLOAD_MESSAGES.fileTooLarge);
    if (answer.statusCode === 400 && answer.message === UPLOAD_MESSAGES.unreadable) {
      request.log.info({ err: error }, 'multipart form could not be read');
    }
    throw answer;
  }
  return { files, fields };
}
