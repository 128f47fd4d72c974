import { pwdCardNameMatches, type AdminUserRecord } from '@kakayahan/contracts';

/** What was read from a card, as stored on its row. */
export interface StoredCardReading {
  readName: string | null;
  readIdNumber: string | null;
  readAt: Date | null;
}

/**
 * The card's reading beside what the person registered (the admin's `card_reading`): null until the photo
 * was read; each comparison null when that part could not be read. Names match when every registered
 * first- and last-name word is on the card (case, accents, punctuation, order and middle names aside).
 */
export function presentCardReading(
  card: StoredCardReading | null,
  registered: { firstName: string; lastName: string; idNumber: string | null },
): AdminUserRecord['card_reading'] {
  if (!card?.readAt) return null;
  return {
    name: card.readName,
    id_number: card.readIdNumber,
    name_matches: card.readName === null ? null : pwdCardNameMatches(card.readName, registered),
    id_number_matches: card.readIdNumber === null ? null : card.readIdNumber === (registered.idNumber ?? ''),
  };
}
