import type { AssistantLanguage } from '../schemas/assistant.js';
import { FILIPINO_CONTENT_WORDS, FILIPINO_FUNCTION_WORDS } from './help-synonyms.js';
import { helpWords } from './help-text.js';

/**
 * Filipino function words that are also English words or common noise, so they never mark a question as
 * Filipino on their own ("may", "bat", "ha").
 */
const AMBIGUOUS = new Set(['may', 'bat', 'ha', 'eh', 'i', 'ma', 'ipa', 'di', 'si']);

/** A Filipino verb prefix written with a hyphen: "mag-apply", "i-cancel", "ma-approve", "nag-sign up". */
const HYPHENATED_PREFIX = /(?:^|[^\p{L}])(?:i|ma|na|pa|ipa|ika|mai|mag|nag|pag|maka|naka|makapag|nakapag)-\p{L}/u;

/**
 * Whether a question reads as Filipino or Taglish (answered in Filipino) or English. One Filipino word
 * is enough: people who mix in "po", "ang" or "paano" read Filipino, and a Taglish question is answered
 * in Filipino (issue 13). Words shared with English ("may") do not count.
 */
export function questionLanguage(question: string): AssistantLanguage {
  if (HYPHENATED_PREFIX.test(question.toLowerCase())) return 'fil';
  const isFilipino = helpWords(question).some(
    (word) => !AMBIGUOUS.has(word) && (FILIPINO_FUNCTION_WORDS.has(word) || FILIPINO_CONTENT_WORDS.has(word)),
  );
  return isFilipino ? 'fil' : 'en';
}
