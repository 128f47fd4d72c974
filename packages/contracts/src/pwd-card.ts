import type { DisabilityCategory } from './constants.js';
import { recognizeDisabilityCategory } from './pwd-card/disability.js';
import { extractCardIdNumber } from './pwd-card/id-number.js';
import { cardNameMatches, extractCardName } from './pwd-card/name.js';

/**
 * A card's recognised text is a few hundred characters. Only this much is read, which bounds the work
 * per request whatever text arrives.
 */
const MAX_CARD_TEXT_LENGTH = 5000;

/**
 * The first disability category (in the spec's order) the recognised card text names, or null.
 * OCR text is noisy (dropped letters, 0 for o, split words), so matching is fuzzy; but every card also
 * prints "Person with Disability", "Type of Disability" and the Magna Carta's acts, so only words that
 * name one category count, and a value right after the "Type of Disability" label is preferred.
 */
export function recognizeDisability(text: string): DisabilityCategory | null {
  return recognizeDisabilityCategory(text.slice(0, MAX_CARD_TEXT_LENGTH));
}

/**
 * The PWD ID number in the recognised card text, digits only ('' when none is found): the number after
 * an "ID No" label, else the longest number on the card that is not a date, law, or phone number.
 */
export function extractIdNumber(text: string): string {
  return extractCardIdNumber(text.slice(0, MAX_CARD_TEXT_LENGTH));
}

/** True for the 16 digits of the national PWD ID (region, province and town, barangay, serial). */
export function isNationalPwdIdNumber(digits: string): boolean {
  return /^\d{16}$/u.test(digits);
}

/**
 * The national PWD ID shape RR-PPMM-BBB-NNNNNNN for 16 digits, otherwise null: older local cards use
 * other numbers, which the admin checks by eye instead of trusting a made-up grouping.
 */
export function formatPwdIdNumber(digits: string): string | null {
  if (!isNationalPwdIdNumber(digits)) return null;
  return `${digits.slice(0, 2)}-${digits.slice(2, 6)}-${digits.slice(6, 9)}-${digits.slice(9)}`;
}

/** Both fields the sign-up form fills from a card; '' where nothing was found. */
export function parsePwdCardText(text: string): { disability: DisabilityCategory | ''; id_number: string } {
  return { disability: recognizeDisability(text) ?? '', id_number: extractIdNumber(text) };
}

/**
 * The holder's name as the card prints it ("JUAN A. DELA CRUZ"), or null when none is found: the line
 * labelled "Name" (the value after the label, under it, or above it as a caption's value).
 */
export function extractPwdCardName(text: string): string | null {
  return extractCardName(text.slice(0, MAX_CARD_TEXT_LENGTH));
}

/**
 * Whether a name read from a card is the registered person's: every registered first- and last-name word is
 * on the card, whatever the case, accents, punctuation, spacing and order; middle names and initials on the
 * card are allowed.
 */
export function pwdCardNameMatches(cardName: string, registered: { firstName: string; lastName: string }): boolean {
  return cardNameMatches(cardName, registered.firstName, registered.lastName);
}
