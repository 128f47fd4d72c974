import { describe, expect, it } from 'vitest';
import { filipinoRoots } from './help-filipino.js';
import { PHRASES, STOP_WORDS, SYNONYMS } from './help-synonyms.js';
import { helpStem, helpTerms, helpTermsOfWord, helpWords } from './help-text.js';
import { createTypoIndex, editDistance } from './help-typos.js';

describe('helpWords', () => {
  it('lower-cases, drops accents and apostrophes, and splits at everything else', () => {
    expect(helpWords("Didn't get the Señor's CODE!")).toEqual(['didnt', 'get', 'the', 'senors', 'code']);
    expect(helpWords('mag-apply')).toEqual(['mag', 'apply']);
  });

  it('joins the phrases into one word, whichever way they are written', () => {
    for (const text of ['sign up', 'Sign-up', 'signup', 'signed up']) expect(helpWords(text)).toEqual(['signup']);
    for (const text of ['log in', 'Login', 'sign-in', 'logged in']) expect(helpWords(text)).toEqual(['signin']);
    for (const text of ['e-mail', 'E mail', 'email']) expect(helpWords(text)).toEqual(['email']);
    expect(helpWords('text to speech')).toEqual(['readaloud']);
    expect(helpWords('read out loud')).toEqual(['readaloud']);
    expect(helpWords('the job fair')).toEqual(['the', 'jobfair']);
    expect(helpWords("I can't log in")).toEqual(['i', 'cannot', 'signin']);
    expect(helpWords('hindi ako makapag-login')).toEqual(['cannot', 'signin']);
    expect(helpWords('how many are pending')).toEqual(['count', 'are', 'pending']);
  });

  it('has phrases without capturing groups (the one expression numbers them)', () => {
    for (const [pattern] of PHRASES) expect(new RegExp(`${pattern.source}|`, 'u').exec('')?.length).toBe(1);
  });
});

describe('helpStem', () => {
  it.each([
    [['apply', 'applied', 'applies', 'applying'], 'apply'],
    [['approve', 'approved', 'approves'], 'approv'],
    [['message', 'messages'], 'messag'],
    [['chat', 'chatting', 'chats'], 'chat'],
    [['harass', 'harassment'], 'harass'],
    [['specialty', 'specialties'], 'specialty'],
  ])('makes %j meet at %j', (words, stem) => {
    for (const word of words) expect(helpStem(word)).toBe(stem);
  });

  it('leaves short words, words ending in -us or -ss, and numbers alone', () => {
    for (const word of ['job', 'red', 'status', 'access', '2026', 'b2b']) expect(helpStem(word)).toBe(word);
  });
});

describe('helpTermsOfWord and the synonyms', () => {
  it('drops English and Filipino stop words', () => {
    for (const word of ['the', 'how', 'ang', 'po', 'paano', 'mga']) {
      expect(STOP_WORDS.has(word)).toBe(true);
      expect(helpTermsOfWord(word)).toEqual([]);
    }
  });

  it('reads Filipino and Taglish words as the English the articles use', () => {
    expect(helpTermsOfWord('trabaho')).toEqual(['job']);
    expect(helpTermsOfWord('inaplayan')).toEqual(['application']);
    expect(helpTermsOfWord('mensahe')).toEqual(['messag']);
    expect(helpTermsOfWord('burahin')).toEqual(['delet']);
    expect(helpTermsOfWord('cv')).toEqual(['resum']);
  });

  it('reads a Filipino verb form through its root', () => {
    expect(helpTermsOfWord('buburahin')).toEqual(['delet']);
    expect(helpTermsOfWord('tinanggal')).toEqual(['delet']);
    expect(helpTermsOfWord('nambabastos')).toEqual(helpTermsOfWord('bastos'));
  });

  it('gives every synonym an English target', () => {
    for (const [word, target] of SYNONYMS) {
      expect(target.length, word).toBeGreaterThan(0);
      expect(helpTerms(target.join(' ')).length, word).toBeGreaterThan(0);
    }
  });
});

describe('filipinoRoots', () => {
  it.each([
    ['buburahin', 'bura'],
    ['tinanggal', 'tanggal'],
    ['nambabastos', 'bastos'],
    ['nagpadala', 'padala'],
    ['hahanapin', 'hanap'],
    ['kinausap', 'kausap'],
    ['inaplayan', 'aplay'],
  ])('finds %j from %j', (word, root) => {
    expect(filipinoRoots(word)).toContain(root);
  });

  it('never offers the word itself or a root under three letters', () => {
    for (const root of filipinoRoots('inaplayan')) {
      expect(root).not.toBe('inaplayan');
      expect(root.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('typos', () => {
  it('measures one missing, added, changed or swapped letter as one edit', () => {
    expect(editDistance('aplication', 'application')).toBe(1);
    expect(editDistance('applicattion', 'application')).toBe(1);
    expect(editDistance('notifixation', 'notification')).toBe(1);
    expect(editDistance('fiar', 'fair')).toBe(1);
    expect(editDistance('notifcaiton', 'notification')).toBeGreaterThan(1);
  });

  it('corrects to the known words one edit away', () => {
    const typos = createTypoIndex(['application', 'notification', 'fair', 'apply', 'talk', 'job']);
    expect(typos.corrections('aplication')).toEqual(['application']);
    expect(typos.corrections('fiar')).toEqual(['fair']);
    expect(typos.corrections('aply')).toEqual(['apply']);
  });

  it('does not turn one short real word into another, nor touch words under four letters', () => {
    const typos = createTypoIndex(['talk', 'job', 'jobs']);
    expect(typos.corrections('tall')).toEqual([]);
    expect(typos.corrections('jb')).toEqual([]);
    expect(typos.corrections('talk')).toEqual([]);
  });
});
