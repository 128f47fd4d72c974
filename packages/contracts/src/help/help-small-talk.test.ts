import { describe, expect, it } from 'vitest';
import { smallTalkOf } from './help-small-talk.js';

describe('smallTalkOf', () => {
  it('knows greetings and thanks in English and Filipino', () => {
    for (const greeting of ['hi', 'Hello!', 'good morning', 'Magandang umaga po', 'kumusta', 'hey there']) {
      expect(smallTalkOf(greeting), greeting).toBe('greeting');
    }
    for (const thanks of ['thanks', 'Thank you so much!', 'salamat po', 'maraming salamat', 'ok thanks']) {
      expect(smallTalkOf(thanks), thanks).toBe('thanks');
    }
  });

  it('leaves every real question to the search, even one that starts with a greeting', () => {
    for (const question of ['hi how do I apply', 'salamat, paano mag-apply?', 'good jobs for deaf', 'ok', 'po', '']) {
      expect(smallTalkOf(question), question).toBeNull();
    }
  });
});
