/**
 * A one-page PDF of plain text lines: a resume the server accepts (it checks the bytes). The demo data makes
 * its resumes the same way, so the suite ships no binary file and needs no PDF library.
 */
export { textPdf as resumePdf } from '../../apps/server/src/seeds/seed-demo-pdf.js';
