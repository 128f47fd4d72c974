/** A run of digit groups on one line, with OCR look-alike letters already read as digits. */
interface NumberRun {
  digits: string;
  /** The groups as read (corrected), with their separators: the national shape is looked for here. */
  text: string;
  start: number;
  line: number;
}

/**
 * "ID No", "ID No.", "ID No:", "ID Number", "ID#", "I.D. No" and misreads "1D No", "lD No", "ID N0"; also
 * glued to the "PWD" before it ("PWDIDNO"), as OCR drops the spaces between words printed close together.
 */
const ID_LABEL = /(?:(?<![a-z0-9])|(?<=pwd))[il1|]\s?\.?\s?d\s?\.?\s*(?:n[o0](?![a-z])|num(?:ber)?(?![a-z])|#)/giu;

/** 2-4-3-7 digits (region, province and town, barangay, serial), separated or not. */
const NATIONAL_SHAPE = /(?<!\d)\d{2}[ \-–—]{0,3}\d{4}[ \-–—]{0,3}\d{3}[ \-–—]{0,3}\d{7}(?!\d)/u;

/** Dates are blanked before runs are read, so "01/15/2024" or "1990-05-12" never becomes an ID. */
const DATES = [
  /\d{1,4}\s?[/.]\s?\d{1,2}\s?[/.]\s?\d{2,4}/gu,
  /(?<![\d-])(?:\d{1,2}-\d{1,2}-(?:19|20)\d{2}|(?:19|20)\d{2}-\d{1,2}-\d{1,2})(?![\d-])/gu,
];

/** The laws printed on cards (Magna Carta and its amendments, the cancer and rare-disease acts). */
const LAW_NUMBERS = new Set(['7277', '9442', '10070', '10524', '10754', '11215', '10747', '11228']);
const LAW_CONTEXT = /(?:\br\s*\.?\s*a\s*\.?|republic\s+acts?|\bacts?|\blaw)\s*(?:no\s*\.?)?\s*[:#]?\s*$/iu;
const PHONE_CONTEXT = /\b(?:contact|tel|telephone|phone|mobile|cell?|cp|landline)\b/iu;
const PHONE_SHAPE = /^(?:09\d{9}|639\d{9})$/u;
const MONTH_CONTEXT = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*$/iu;

/** Shorter numbers on a card are house numbers, ZIP codes and years, not IDs. */
const MIN_UNLABELLED_DIGITS = 5;

const LOOK_ALIKES: Record<string, string> = { O: '0', o: '0', I: '1', l: '1', '|': '1', S: '5', s: '5', B: '8' };
const JOIN = /^(?: {1,2}| ?[-–—] ?)$/u;

/** A group counts as a number only if at least half of it is real digits: "76O5" yes, "Sol" never. */
function asDigitGroup(piece: string): string | null {
  if (!/^[0-9OoIl|SsB]+$/u.test(piece)) return null;
  const realDigits = piece.replace(/\D/gu, '').length;
  if (realDigits === 0 || realDigits * 2 < piece.length) return null;
  return piece.replace(/[OoIl|SsB]/gu, (letter) => LOOK_ALIKES[letter] ?? letter);
}

/** All-look-alike groups ("OOO") are kept only between hyphens, inside a run already known to be a number. */
function asHyphenedFiller(piece: string | undefined, before: string | undefined, after: string | undefined) {
  if (piece === undefined || !/^[OoIl|SsB]{1,4}$/u.test(piece)) return null;
  if (!before?.includes('-') || !after?.includes('-')) return null;
  return piece.replace(/./gu, (letter) => LOOK_ALIKES[letter] ?? letter);
}

/**
 * Digit groups joined by one or two spaces or a hyphen, on one line. A wider gap, a line break or any
 * other character ends a run, so unrelated numbers are not glued together.
 */
function readRuns(line: string, lineIndex: number): NumberRun[] {
  let blanked = line;
  for (const date of DATES) blanked = blanked.replace(date, (found) => '~'.repeat(found.length));
  const pieces = [...blanked.matchAll(/[0-9OoIl|SsB]+|[A-Za-z]+|[^0-9A-Za-z|]+/gu)].map((match) => ({
    text: match[0],
    start: match.index,
  }));
  const runs: NumberRun[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const first = pieces[i];
    const firstDigits = first === undefined ? null : asDigitGroup(first.text);
    if (first === undefined || firstDigits === null) continue;
    let text = firstDigits;
    let next = i + 1;
    for (;;) {
      const join = pieces[next]?.text;
      if (join === undefined || !JOIN.test(join)) break;
      const group = asDigitGroup(pieces[next + 1]?.text ?? '');
      if (group !== null) {
        text += join + group;
        next += 2;
        continue;
      }
      const filler = asHyphenedFiller(pieces[next + 1]?.text, join, pieces[next + 2]?.text);
      const after = asDigitGroup(pieces[next + 3]?.text ?? '');
      if (filler === null || after === null) break;
      text += `${join}${filler}${pieces[next + 2]?.text ?? ''}${after}`;
      next += 4;
    }
    runs.push({ digits: text.replace(/\D/gu, ''), text, start: first.start, line: lineIndex });
    i = next - 1;
  }
  return runs;
}

/** The national 2-4-3-7 number when the run holds one (a run may carry a stray group after it). */
function idDigits(run: NumberRun): string {
  const national = NATIONAL_SHAPE.exec(run.text);
  return national === null ? run.digits : national[0].replace(/\D/gu, '');
}

/** Law numbers, phone numbers and dates written with a month name look like IDs but are not. */
function isKnownOtherNumber(run: NumberRun, lines: readonly string[]): boolean {
  const before = (lines[run.line] ?? '').slice(0, run.start);
  return (
    LAW_NUMBERS.has(run.digits) ||
    LAW_CONTEXT.test(before) ||
    PHONE_SHAPE.test(run.digits) ||
    PHONE_CONTEXT.test(before) ||
    MONTH_CONTEXT.test(before)
  );
}

/**
 * The run right after an "ID No" label: on the label's line, or first on the next line when the label
 * ends its line (label and value are separate text boxes; there it needs four digits and must not be a
 * phone number). '' when the label is followed by anything else.
 */
function labelledNumber(lines: readonly string[], runsByLine: readonly NumberRun[][]): string {
  for (const [lineIndex, line] of lines.entries()) {
    for (const label of line.matchAll(ID_LABEL)) {
      const valueStart =
        label.index +
        label[0].length +
        (/^[\s:#.\-–—]*/u.exec(line.slice(label.index + label[0].length))?.[0].length ?? 0);
      const sameLine = runsByLine[lineIndex]?.find((run) => run.start === valueStart);
      if (sameLine !== undefined) return idDigits(sameLine);
      if (valueStart < line.length) continue;
      const nextLine = lines.findIndex((text, index) => index > lineIndex && text.trim() !== '');
      const nextRun = runsByLine[nextLine]?.[0];
      const indent = /^\s*/u.exec(lines[nextLine] ?? '')?.[0].length ?? 0;
      if (nextRun?.start === indent && nextRun.digits.length >= 4 && !isKnownOtherNumber(nextRun, lines)) {
        return idDigits(nextRun);
      }
    }
  }
  return '';
}

/**
 * Spec §5: digits after "id no"; otherwise the longest digit run. A 16-digit national number wins over
 * longer runs, and law numbers, dates, phone numbers and runs under five digits are never taken unlabelled.
 */
export function extractCardIdNumber(text: string): string {
  const lines = text.split(/\r\n|\r|\n/u);
  const runsByLine = lines.map(readRuns);
  const labelled = labelledNumber(lines, runsByLine);
  if (labelled !== '') return labelled;

  let best = '';
  for (const run of runsByLine.flat()) {
    const digits = idDigits(run);
    if (digits.length < MIN_UNLABELLED_DIGITS || isKnownOtherNumber(run, lines)) continue;
    const isNational = digits.length === 16;
    const bestIsNational = best.length === 16;
    if ((isNational && !bestIsNational) || (isNational === bestIsNational && digits.length > best.length)) {
      best = digits;
    }
  }
  return best;
}
