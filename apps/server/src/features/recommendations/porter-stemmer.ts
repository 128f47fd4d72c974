/**
 * A Porter stemmer (M. F. Porter, "An algorithm for suffix stripping", 1980) with one change: a final
 * double consonant (but l, s, z) is always undoubled ("programmer" → "programm" → "program"), so a word,
 * its "-ing" form and its agent noun meet. Lower-case ASCII letters only; other words are returned unchanged.
 * Stems are not words ("service" → "servic"); only equality between stems matters.
 */
export function stem(word: string): string {
  if (word.length <= 2 || !/^[a-z]+$/u.test(word)) return word;
  let w = word;
  w = step1a(w);
  w = step1b(w);
  w = step1c(w);
  w = step2(w);
  w = step3(w);
  w = step4(w);
  return step5(w);
}

/** Whether the letter at `i` is a consonant ("y" is one at the start or after a vowel). */
function isConsonant(w: string, i: number): boolean {
  const c = w[i];
  if (c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u') return false;
  if (c === 'y') return i === 0 || !isConsonant(w, i - 1);
  return true;
}

/** Porter's measure m: the number of vowel-consonant sequences, [C](VC)^m[V]. */
function measure(w: string): number {
  let m = 0;
  let i = 0;
  const n = w.length;
  while (i < n && isConsonant(w, i)) i += 1;
  while (i < n) {
    while (i < n && !isConsonant(w, i)) i += 1;
    if (i >= n) break;
    while (i < n && isConsonant(w, i)) i += 1;
    m += 1;
  }
  return m;
}

function hasVowel(w: string): boolean {
  for (let i = 0; i < w.length; i += 1) if (!isConsonant(w, i)) return true;
  return false;
}

function endsWithDoubleConsonant(w: string): boolean {
  const n = w.length;
  return n >= 2 && w[n - 1] === w[n - 2] && isConsonant(w, n - 1);
}

/** *o: the stem ends consonant-vowel-consonant, the last not w, x or y ("hop", not "snow"). */
function endsCvc(w: string): boolean {
  const n = w.length;
  if (n < 3) return false;
  if (!isConsonant(w, n - 3) || isConsonant(w, n - 2) || !isConsonant(w, n - 1)) return false;
  const last = w[n - 1];
  return last !== 'w' && last !== 'x' && last !== 'y';
}

/** Replaces the first matching suffix when the remaining stem satisfies `condition`. */
function replaceSuffix(
  w: string,
  rules: readonly (readonly [string, string])[],
  condition: (stemPart: string) => boolean,
): string {
  for (const [suffix, replacement] of rules) {
    if (w.endsWith(suffix)) {
      const base = w.slice(0, -suffix.length);
      return condition(base) ? base + replacement : w;
    }
  }
  return w;
}

function step1a(w: string): string {
  if (w.endsWith('sses')) return w.slice(0, -2);
  if (w.endsWith('ies')) return w.slice(0, -2);
  if (w.endsWith('ss')) return w;
  if (w.endsWith('s')) return w.slice(0, -1);
  return w;
}

function step1b(w: string): string {
  if (w.endsWith('eed')) return measure(w.slice(0, -3)) > 0 ? w.slice(0, -1) : w;
  for (const suffix of ['ed', 'ing']) {
    if (!w.endsWith(suffix)) continue;
    const base = w.slice(0, -suffix.length);
    if (!hasVowel(base)) return w;
    if (base.endsWith('at') || base.endsWith('bl') || base.endsWith('iz')) return `${base}e`;
    if (endsWithDoubleConsonant(base) && !/[lsz]$/u.test(base)) return base.slice(0, -1);
    if (measure(base) === 1 && endsCvc(base)) return `${base}e`;
    return base;
  }
  return w;
}

function step1c(w: string): string {
  return w.endsWith('y') && hasVowel(w.slice(0, -1)) ? `${w.slice(0, -1)}i` : w;
}

const STEP2: readonly (readonly [string, string])[] = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['abli', 'able'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
];
// Longest suffix first, so "ational" wins over "ation".
const STEP2_SORTED = [...STEP2].sort((a, b) => b[0].length - a[0].length);

function step2(w: string): string {
  return replaceSuffix(w, STEP2_SORTED, (base) => measure(base) > 0);
}

const STEP3: readonly (readonly [string, string])[] = [
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
];

function step3(w: string): string {
  return replaceSuffix(w, STEP3, (base) => measure(base) > 0);
}

const STEP4 = [
  'ement',
  'ance',
  'ence',
  'able',
  'ible',
  'ment',
  'ant',
  'ent',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
  'ion',
  'al',
  'er',
  'ic',
  'ou',
] as const;

function step4(w: string): string {
  for (const suffix of STEP4) {
    if (!w.endsWith(suffix)) continue;
    const base = w.slice(0, -suffix.length);
    if (measure(base) <= 1) return w;
    if (suffix === 'ion' && !/[st]$/u.test(base)) return w;
    return base;
  }
  return w;
}

function step5(w: string): string {
  let out = w;
  if (out.endsWith('e')) {
    const base = out.slice(0, -1);
    const m = measure(base);
    if (m > 1 || (m === 1 && !endsCvc(base))) out = base;
  }
  if (measure(out) > 1 && out.endsWith('ll')) return out.slice(0, -1);
  // The one change to Porter: any final double consonant (but l, s, z) is undoubled, as step 1b does for
  // "-ed"/"-ing", so "programmer", "programming" and "program" meet, and "staff" meets "staffing".
  if (endsWithDoubleConsonant(out) && !/[lsz]$/u.test(out) && measure(out) > 0) return out.slice(0, -1);
  return out;
}
