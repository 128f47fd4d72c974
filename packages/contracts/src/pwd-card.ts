import type { DisabilityCategory } from './constants.js';

// Placeholder signatures; the parsers are written with their tests (issue 3).

/** The first disability category (in the spec's order) the recognised card text names, or null. */
export function recognizeDisability(text: string): DisabilityCategory | null {
  void text;
  return null;
}

/** The PWD ID number in the recognised card text, digits only ('' when none is found). */
export function extractIdNumber(text: string): string {
  void text;
  return '';
}

/** The national PWD ID shape RR-PPMM-BBB-NNNNNNN for 16 digits, otherwise null. */
export function formatPwdIdNumber(digits: string): string | null {
  void digits;
  return null;
}

/** Both fields the sign-up form fills from a card; '' where nothing was found. */
export function parsePwdCardText(text: string): { disability: DisabilityCategory | ''; id_number: string } {
  return { disability: recognizeDisability(text) ?? '', id_number: extractIdNumber(text) };
}
