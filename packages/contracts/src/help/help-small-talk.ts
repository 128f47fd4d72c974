import { helpWords } from './help-text.js';

/** What a message of only courtesy words is: a greeting, thanks, or neither (a real question). */
export type SmallTalk = 'greeting' | 'thanks';

const GREETINGS = new Set([
  'hi',
  'hello',
  'hey',
  'hola',
  'yo',
  'good',
  'morning',
  'afternoon',
  'evening',
  'day',
  'kumusta',
  'kamusta',
  'musta',
  'magandang',
  'umaga',
  'hapon',
  'gabi',
  'tanghali',
  'araw',
  'halo',
]);
const THANKS = new Set([
  'thanks',
  'thank',
  'thx',
  'ty',
  'salamat',
  'maraming',
  'you',
  'so',
  'much',
  'very',
  'ok',
  'okay',
]);
/** Words that go with either without changing it ("hello po", "salamat po", "hi there"). */
const FILLERS = new Set(['po', 'there', 'sa', 'ng', 'ulit', 'again', 'assistant', 'kaya', 'admin', 'ate', 'kuya']);

/**
 * A greeting ("hi", "magandang umaga po") or thanks ("salamat po", "thank you") with nothing else: the
 * assistant answers it kindly instead of saying it did not understand. Anything with a real word is a
 * question, and goes to the search.
 */
export function smallTalkOf(message: string): SmallTalk | null {
  const words = helpWords(message).filter((word) => !FILLERS.has(word));
  if (words.length === 0) return null;
  if (
    words.some((word) => word === 'thanks' || word === 'thank' || word === 'salamat' || word === 'thx' || word === 'ty')
  ) {
    return words.every((word) => THANKS.has(word)) ? 'thanks' : null;
  }
  return words.every((word) => GREETINGS.has(word)) ? 'greeting' : null;
}
