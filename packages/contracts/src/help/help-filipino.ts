/**
 * A light reading of Filipino verb forms for the help search: the roots a word may stand for once its
 * affixes are taken off. Filipino builds tenses and voices with prefixes ("mag-", "nang-"), suffixes
 * ("-in", "-han"), infixes ("-um-", "-in-": "binura") and by repeating the first syllable ("bubura",
 * "hahanap"), so "buburahin", "tinanggal" and "nambabastos" all come from roots the synonyms know.
 */

/** Longest first, so "makapag" is tried before "maka" and "mag". */
const PREFIXES = `
  nakakapag makakapag nakapag makapag makaka nakaka makipag nakipag ipinag pinaka magpa nagpa ipina pinag ipag
  naka maka mang nang pang mag nag pag man nan pan mam nam pam ipa pina ika mai ma na pa ka in um i
`
  .split(/\s+/u)
  .filter(Boolean);
const SUFFIXES = ['han', 'hin', 'an', 'in'];

const VOWEL = /[aeiou]/u;

/** "tinanggal" → "tanggal", "bumili" → "bili": the "-in-" or "-um-" after the first consonant. */
function withoutInfix(word: string): string | null {
  const first = word[0];
  if (!first || VOWEL.test(first)) return null;
  const infix = word.slice(1, 3);
  return (infix === 'in' || infix === 'um') && word.length > 4 ? first + word.slice(3) : null;
}

/** "bubura" → "bura", "hahanap" → "hanap", "aaplay" → "aplay": the repeated first syllable. */
function withoutRepeat(word: string): string | null {
  if (word.length >= 5 && word.slice(0, 2) === word.slice(2, 4) && VOWEL.test(word[1] ?? '')) return word.slice(2);
  if (word.length >= 4 && VOWEL.test(word[0] ?? '') && word[0] === word[1]) return word.slice(1);
  return null;
}

/**
 * The roots a Filipino word may come from, simplest first (the word itself is not included). A root is
 * at least three letters long; the caller keeps the first that the synonyms or the articles know.
 */
export function filipinoRoots(word: string): string[] {
  const roots = new Set<string>();
  const addForms = (stem: string) => {
    for (const form of [stem, withoutRepeat(stem), withoutInfix(stem)]) {
      if (form && form.length >= 3 && form !== word) roots.add(form);
    }
    const unrepeated = withoutRepeat(stem);
    const uninfixed = unrepeated ? withoutInfix(unrepeated) : null;
    if (uninfixed && uninfixed.length >= 3) roots.add(uninfixed);
  };
  for (const prefix of ['', ...PREFIXES]) {
    if (!word.startsWith(prefix)) continue;
    const afterPrefix = word.slice(prefix.length);
    for (const suffix of ['', ...SUFFIXES]) {
      if (!afterPrefix.endsWith(suffix) || afterPrefix.length - suffix.length < 3) continue;
      addForms(afterPrefix.slice(0, afterPrefix.length - suffix.length));
    }
  }
  return [...roots];
}
