/** One cell of a statistics table: text as shown, a count, or a protected count (null, "fewer than 5"). */
export type CsvCell = string | number | null;

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"), tab and CR too. */
const FORMULA_START = /^[=+\-@\t\r]/u;
/** Characters that oblige a field to be quoted (RFC 4180 §2.6). */
const NEEDS_QUOTES = /[",\r\n]/u;

/**
 * One CSV field: a text that starts like a formula gets a leading single quote, so a spreadsheet shows
 * it instead of running it (a category or region name comes from people's input); then a field holding
 * a comma, a quote or a line break is quoted, its quotes doubled (RFC 4180).
 */
export function csvField(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The CSV text of a table: the header row, then each row; lines end with CRLF (RFC 4180). Counts are
 * written as plain numbers (no thousands separator) and a protected count as `protectedText`.
 */
export function buildCsv(
  headers: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  protectedText: string,
): string {
  const lines = [headers, ...rows].map((row) => row.map((cell) => csvField(cell ?? protectedText)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The file name of a table's download: the product, the table, and the period it covers, e.g.
 * "kakayahan-hiring-funnel-2026-11-01-to-2026-11-25.csv" (or "…-all-time.csv" without one).
 */
export function csvFileName(slug: string, range: { from: string | null; to: string | null }): string {
  const period =
    range.from && range.to
      ? `${range.from}-to-${range.to}`
      : range.from
        ? `from-${range.from}`
        : range.to
          ? `until-${range.to}`
          : 'all-time';
  return `kakayahan-${slug}-${period}.csv`;
}

/**
 * Hands the CSV to the browser as a file download. A byte order mark goes first so spreadsheet programs
 * read the text as UTF-8 (names such as "Parañaque" keep their letters).
 */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob when the download starts, after this click's task: release it afterwards.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
