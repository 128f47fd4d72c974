import { describe, expect, it } from 'vitest';
import { safeDocumentName, sniffDocumentFormat } from './document-validation.js';

describe('sniffDocumentFormat', () => {
  it('recognises PDF, Word 97-2003 and Word 2007+ by their bytes', () => {
    expect(sniffDocumentFormat(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBe('pdf');
    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(500),
      Buffer.from('WordDocument', 'utf16le'),
    ]);
    expect(sniffDocumentFormat(ole)).toBe('doc');
    const zip = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.alloc(26),
      Buffer.from('word/document.xml'),
    ]);
    expect(sniffDocumentFormat(zip)).toBe('docx');
  });

  it('refuses an executable renamed .pdf, other OLE2 and ZIP files, images and text', () => {
    expect(
      sniffDocumentFormat(Buffer.from('MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode')),
    ).toBeNull();
    const excel = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.from('Workbook', 'utf16le'),
    ]);
    expect(sniffDocumentFormat(excel)).toBeNull();
    const plainZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('xl/workbook.xml')]);
    expect(sniffDocumentFormat(plainZip)).toBeNull();
    expect(sniffDocumentFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
    expect(sniffDocumentFormat(Buffer.from('just some text'))).toBeNull();
    expect(sniffDocumentFormat(Buffer.alloc(0))).toBeNull();
  });
});

describe('safeDocumentName', () => {
  it('keeps a readable stem, drops paths and odd characters, and uses the sniffed extension', () => {
    expect(safeDocumentName('C:\\Users\\maria\\My Resume (2026).docx', 'docx')).toBe('My Resume (2026).docx');
    expect(safeDocumentName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(safeDocumentName('cv.exe', 'pdf')).toBe('cv.pdf');
    expect(safeDocumentName('"\r\n.pdf', 'pdf')).toBe('resume.pdf');
  });
});
