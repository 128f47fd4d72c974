import { formatPwdIdNumber, type AdminUserRecord } from '@kakayahan/contracts';
import type { ReactNode } from 'react';

export const CARD_READING_TEXTS = {
  notRead: 'Card not read yet',
  noName: 'No name could be read from the card',
  noIdNumber: 'No ID number could be read from the card',
  nameMatches: 'Matches the name on the card',
  idMatches: 'Matches the ID number on the card',
  nameDiffers: 'Differs from the name on the card:',
  idDiffers: 'Differs from the ID number on the card:',
} as const;

type Reading = NonNullable<AdminUserRecord['card_reading']>;

/** A check's outcome in words with an icon; the colour only repeats what the words say. */
function CheckNote({ tone, children }: { tone: 'match' | 'mismatch' | 'unknown'; children: ReactNode }) {
  const look = {
    match: { icon: '✓', label: 'Checked: ', classes: 'text-green-900' },
    mismatch: { icon: '⚠', label: 'Warning: ', classes: 'font-semibold text-red-900' },
    unknown: { icon: '–', label: '', classes: 'text-slate-700' },
  }[tone];
  return (
    <span className={`flex items-start gap-1 text-sm ${look.classes}`}>
      <span aria-hidden="true">{look.icon}</span>
      <span>
        {look.label ? <span className="sr-only">{look.label}</span> : null}
        {children}
      </span>
    </span>
  );
}

/** What the card says beside a registered value: a match, a mismatch with the card's value, or why unknown. */
function ReadingNote({
  value,
  matches,
  texts,
}: {
  value: string | null;
  matches: boolean | null;
  texts: { matches: string; differs: string; none: string };
}) {
  if (value === null) return <CheckNote tone="unknown">{texts.none}</CheckNote>;
  if (matches === true) return <CheckNote tone="match">{texts.matches}</CheckNote>;
  if (matches === false) {
    return (
      <CheckNote tone="mismatch">
        {texts.differs} <span className="font-mono">{value}</span>
      </CheckNote>
    );
  }
  return (
    <CheckNote tone="unknown">
      On the card: <span className="font-mono">{value}</span>
    </CheckNote>
  );
}

/**
 * The name read from the card, said next to the registered name: a mismatch is flagged in words and an
 * icon. Nothing when there is no card (the Actions column says why Approve is missing).
 */
export function CardNameCheck({ user }: { user: Pick<AdminUserRecord, 'has_card' | 'card_reading'> }) {
  if (!user.has_card) return null;
  const reading: Reading | null = user.card_reading;
  if (!reading) return <CheckNote tone="unknown">{CARD_READING_TEXTS.notRead}</CheckNote>;
  return (
    <ReadingNote
      value={reading.name}
      matches={reading.name_matches}
      texts={{
        matches: CARD_READING_TEXTS.nameMatches,
        differs: CARD_READING_TEXTS.nameDiffers,
        none: CARD_READING_TEXTS.noName,
      }}
    />
  );
}

/** The ID number read from the card, next to the registered one, as CardNameCheck. */
export function CardIdNumberCheck({ user }: { user: Pick<AdminUserRecord, 'has_card' | 'card_reading'> }) {
  if (!user.has_card) return null;
  const reading: Reading | null = user.card_reading;
  if (!reading) return <CheckNote tone="unknown">{CARD_READING_TEXTS.notRead}</CheckNote>;
  const shown = reading.id_number === null ? null : (formatPwdIdNumber(reading.id_number) ?? reading.id_number);
  return (
    <ReadingNote
      value={shown}
      matches={reading.id_number_matches}
      texts={{
        matches: CARD_READING_TEXTS.idMatches,
        differs: CARD_READING_TEXTS.idDiffers,
        none: CARD_READING_TEXTS.noIdNumber,
      }}
    />
  );
}

/** Whether the card disagrees with what the person registered (for a summary before approving). */
export function hasCardMismatch(user: Pick<AdminUserRecord, 'card_reading'>): boolean {
  return user.card_reading?.name_matches === false || user.card_reading?.id_number_matches === false;
}
