/**
 * A one-page PDF of plain text lines (Helvetica): a resume the server accepts (it checks the bytes), made
 * here so the suite ships no binary file and needs no PDF library.
 */
export function resumePdf(lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/gu, (c) => `\\${c}`).replace(/[^\x20-\x7e]/gu, '?');
  const content = ['BT', '/F1 12 Tf', '14 TL', '72 760 Td']
    .concat(
      lines.map((line, index) => `${index === 0 ? '' : 'T* '}(${escape(line)}) Tj`),
      'ET',
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
