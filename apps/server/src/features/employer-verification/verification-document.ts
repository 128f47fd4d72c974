import {
  EMPLOYER_VERIFICATION_MESSAGES,
  VERIFICATION_DOCUMENT_MAX_BYTES,
  type VERIFICATION_DOCUMENT_TYPES,
} from '@kakayahan/contracts';
import { HttpError } from '../../platform/errors.js';
import { reencodeImage } from '../../platform/images/image-reencode.js';
import { sniffImageFormat, validateImage } from '../../platform/images/image-validation.js';

/**
 * The longest side of a stored photo or scan of a certificate: an A4 page scanned at 300 dpi keeps its
 * small print (the registration number, the TIN) legible.
 */
export const CERTIFICATE_MAX_SIDE = 3500;

/** A certificate ready to store: its bytes, the type decided from them, and a safe name to show. */
export interface PreparedDocument {
  bytes: Buffer;
  contentType: (typeof VERIFICATION_DOCUMENT_TYPES)[number];
  /** The file extension of the stored key and the shown name. */
  extension: 'pdf' | 'jpg';
  name: string;
}

/** The name the employer gave the file, without a path or odd characters, ending in what it really is. */
export function certificateName(filename: string, extension: string): string {
  const base = (filename.split(/[\\/]/u).pop() ?? '')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '')
    .trim()
    .slice(0, 100);
  // "Liwanag Corp..pdf" would read oddly: the stem loses its trailing dots and spaces.
  const stem = base.replace(/\.[^.]*$/u, '').replace(/[.\s]+$/u, '') || 'registration-certificate';
  return `${stem}.${extension}`;
}

/**
 * Checks an uploaded certificate by its bytes (never its name or declared type) and prepares it for the
 * private store: at most VERIFICATION_DOCUMENT_MAX_BYTES (413); a PDF ("%PDF-") is kept as it is; a JPEG or
 * PNG photo or scan is re-encoded as a JPEG without any metadata (no GPS position of the phone that took
 * it); anything else, a text file named .pdf included, is 415.
 */
export async function prepareCertificate(bytes: Buffer, filename: string): Promise<PreparedDocument> {
  if (bytes.length > VERIFICATION_DOCUMENT_MAX_BYTES) {
    throw new HttpError(413, EMPLOYER_VERIFICATION_MESSAGES.documentTooLarge);
  }
  if (bytes.length >= 5 && bytes.toString('latin1', 0, 5) === '%PDF-') {
    return { bytes, contentType: 'application/pdf', extension: 'pdf', name: certificateName(filename, 'pdf') };
  }
  const format = sniffImageFormat(bytes);
  if (format !== 'jpeg' && format !== 'png') throw new HttpError(415, EMPLOYER_VERIFICATION_MESSAGES.documentType);
  await validateImage(bytes, { notImageMessage: EMPLOYER_VERIFICATION_MESSAGES.documentType });
  const image = await reencodeImage(bytes, { maxSide: CERTIFICATE_MAX_SIDE, format: 'jpeg', quality: 90 });
  return { bytes: image.bytes, contentType: 'image/jpeg', extension: 'jpg', name: certificateName(filename, 'jpg') };
}
