/**
 * Typo tolerance for the help search: a word it does not know is matched to the known words one edit
 * away (a letter missing, added, changed, or two letters swapped: "aplication", "notifcation", "fiar").
 * Words of three letters or fewer are left alone, and a four-letter word is only given a missing letter
 * or a swap ("aply", "fiar"): changing one letter of a short word makes another real word ("tall" is not
 * a typo of "talk").
 */

/** Words shorter than this are never corrected. */
export const TYPO_MIN_LENGTH = 4;
/** From this length on, a changed letter counts as a typo too. */
const SUBSTITUTION_MIN_LENGTH = 5;

/** Whether two words have the same letters (a swap of two letters, not a changed one). */
function sameLetters(a: string, b: string): boolean {
  return Array.from(a).sort().join('') === Array.from(b).sort().join('');
}

/** The word with one letter left out, at each position. */
function deletions(word: string): string[] {
  const result: string[] = [];
  for (let i = 0; i < word.length; i += 1) result.push(word.slice(0, i) + word.slice(i + 1));
  return result;
}

/**
 * The optimal string alignment distance (Levenshtein with swaps of neighbours), stopping early once it
 * is certain to exceed `limit`.
 */
export function editDistance(a: string, b: string, limit = 1): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  // Rows of the distance table; a missing cell (never read in practice) counts as out of reach.
  const cell = (row: readonly number[], j: number) => row[j] ?? limit + 1;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(cell(previous, j) + 1, cell(current, j - 1) + 1, cell(previous, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, cell(previousPrevious, j - 2) + 1);
      }
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) return limit + 1;
    previousPrevious = previous;
    previous = current;
  }
  return cell(previous, b.length);
}

/** Finds the known words one edit away from an unknown one. */
export interface TypoIndex {
  /** The known words one edit from `word` (none when it is short or nothing is that close). */
  corrections(word: string): string[];
}

/**
 * Builds the typo index of a vocabulary (once, with the help index): every known word under each of its
 * one-letter deletions, so a lookup needs only the unknown word's own deletions, not a pass over the
 * vocabulary (the symmetric-delete method).
 */
export function createTypoIndex(vocabulary: Iterable<string>): TypoIndex {
  const known = new Set<string>();
  const byDeletion = new Map<string, string[]>();
  for (const word of vocabulary) {
    if (word.length < TYPO_MIN_LENGTH || /\d/u.test(word)) continue;
    known.add(word);
    for (const shorter of new Set(deletions(word))) {
      const list = byDeletion.get(shorter);
      if (list) list.push(word);
      else byDeletion.set(shorter, [word]);
    }
  }
  return {
    corrections(word) {
      if (word.length < TYPO_MIN_LENGTH || /\d/u.test(word)) return [];
      const candidates = new Set<string>(byDeletion.get(word) ?? []);
      for (const shorter of deletions(word)) {
        if (known.has(shorter)) candidates.add(shorter);
        for (const candidate of byDeletion.get(shorter) ?? []) candidates.add(candidate);
      }
      candidates.delete(word);
      return [...candidates]
        .filter((candidate) => editDistance(word, candidate) === 1)
        .filter(
          (candidate) =>
            word.length >= SUBSTITUTION_MIN_LENGTH || candidate.length !== word.length || sameLetters(word, candidate),
        )
        .sort();
    },
  };
}
