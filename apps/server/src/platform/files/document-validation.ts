import { RESUME_CONTENT_TYPES, type ResumeContentType } from '@kakayahan/contracts';

/** The document kinds a resume may be, decided from the bytes (never from the name or the client's type). */
export type DocumentFormat = 'pdf' | 'doc' | 'docx';

export const DOCUMENT_CONTENT_TYPES: Record<DocumentFormat, ResumeContentType> = {
  pdf: RESUME_CONTENT_TYPES[0],
  doc: RESUME_CONTENT_TYPES[1],
  docx: RESUME_CONTENT_TYPES[2],
};

const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

function startsWith(bytes: Buffer, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

/**
 * What kind of document the bytes are: a PDF ("%PDF-"), a Word 97–2003 file (an OLE2 compound file holding
 * a "WordDocument" stream, not an Excel or other OLE2 file) or a Word 2007+ file (a ZIP holding
 * word/document.xml). Anything else, an .exe renamed .pdf included, is null.
 */
export function sniffDocumentFormat(bytes: Buffer): DocumentFormat | null {
  if (bytes.length >= 5 && bytes.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  if (startsWith(bytes, OLE2_SIGNATURE)) {
    return bytes.includes(Buffer.from('WordDocument', 'utf16le')) ? 'doc' : null;
  }
  if (startsWith(bytes, ZIP_SIGNATURE)) {
    // Entry names are stored in plain bytes in the local headers and the central directory.
    return bytes.includes(Buffer.from('word/document.xml', 'latin1')) ? 'docx' : null;
  }
  return null;
}

/** A file name safe to show and to put in a Content-Disposition header: no paths, no control characters. */
export function safeDocumentName(filename: string, format: DocumentFormat): string {
  const base = (filename.split(/[\\/]/u).pop() ?? '')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '')
    .trim()
    .slice(0, 100);
  const stem = base.replace(/\.[^.]*$/u, '') || 'resume';
  return `${stem}.${format}`;
}
